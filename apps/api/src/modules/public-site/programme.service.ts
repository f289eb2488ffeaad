import {
  defaultProgrammeSettings,
  type ProgrammeSettings,
  type PublicSettings,
  programmeSettingsSchema,
  type Statistics,
} from '@portal/shared/programme';
import type { AppContext } from '../../context.ts';
import { applicationsRepository } from '../applications/public.ts';
import { sessionsRepository } from '../sessions/public.ts';
import { programmeRepository as settingsRow } from './programme.repository.ts';
import { upgradeStoredSettings } from './programme.upgrade.ts';

/** Programme settings, what visitors see of them, and the general statistics. The public pages show both. */
export function createProgrammeService({ db, pageChanges }: Pick<AppContext, 'db' | 'pageChanges'>) {
  /**
   * The stored settings; before the seed ran (or if a field went missing) the defaults fill the gaps. Settings saved
   * in an earlier shape are upgraded on the first read and written back (no migration: it is one jsonb row).
   */
  async function getSettings(): Promise<ProgrammeSettings> {
    const { value, upgraded } = upgradeStoredSettings(await settingsRow.read(db));
    const parsed = programmeSettingsSchema.safeParse({ ...defaultProgrammeSettings, ...value });
    if (!parsed.success) return defaultProgrammeSettings;
    if (upgraded) await settingsRow.write(db, parsed.data);
    return parsed.data;
  }

  return {
    getSettings,

    async updateSettings(settings: ProgrammeSettings): Promise<ProgrammeSettings> {
      await settingsRow.write(db, settings);
      pageChanges.changed();
      return settings;
    },

    async getPublicSettings(): Promise<PublicSettings> {
      const {
        historicalSessions: _s,
        historicalScholarships: _c,
        historicalValue: _v,
        acceptedPlaces: _p,
        universityNames: _u,
        biomedicalFaculties: _b,
        ...visible
      } = await getSettings();
      return visible;
    },

    /**
     * The historical figures (the years before the portal, kept in the settings) plus what the portal records:
     * sessions that reached CLOSED, and the scholarships granted through it (a place accepted after publication),
     * each worth the year's allowance (decision 546).
     */
    async getStatistics(): Promise<Statistics> {
      const settings = await getSettings();
      const closedSessions = await sessionsRepository.countClosed(db);
      const portalScholarships = await applicationsRepository.countGranted(db);
      return {
        numberOfSessions: settings.historicalSessions + closedSessions,
        totalScholarshipsGranted: settings.historicalScholarships + portalScholarships,
        totalValueGranted: settings.historicalValue + portalScholarships * settings.allowanceAmount,
      };
    },
  };
}

export type ProgrammeService = ReturnType<typeof createProgrammeService>;

import {
  defaultProgrammeSettings,
  type ProgrammeSettings,
  type PublicSettings,
  programmeSettingsSchema,
  type Statistics,
} from '@portal/shared/programme';
import type { Db } from '../../db/client.ts';
import { countClosedSessions, readSettingsRow, writeSettingsRow } from './programme.repository.ts';
import { upgradeStoredSettings } from './programme.upgrade.ts';

/**
 * The stored settings; before the seed ran (or if a field went missing) the defaults fill the gaps. Settings saved
 * in an earlier shape are upgraded on the first read and written back (no migration: it is one jsonb row).
 */
export async function getSettings(db: Db): Promise<ProgrammeSettings> {
  const { value, upgraded } = upgradeStoredSettings(await readSettingsRow(db));
  const parsed = programmeSettingsSchema.safeParse({ ...defaultProgrammeSettings, ...value });
  if (!parsed.success) return defaultProgrammeSettings;
  if (upgraded) await writeSettingsRow(db, parsed.data);
  return parsed.data;
}

export async function updateSettings(db: Db, settings: ProgrammeSettings): Promise<ProgrammeSettings> {
  await writeSettingsRow(db, settings);
  return settings;
}

export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const { historicalSessions: _s, historicalScholarships: _c, historicalValue: _v, ...visible } = await getSettings(db);
  return visible;
}

/**
 * Historical figures (before the portal) plus what the portal records: sessions that reached CLOSED.
 * Scholarships granted through the portal arrive with the review issue; until then they add 0.
 */
export async function getStatistics(db: Db): Promise<Statistics> {
  const settings = await getSettings(db);
  const closedSessions = await countClosedSessions(db);
  const portalScholarships = 0;
  return {
    numberOfSessions: settings.historicalSessions + closedSessions,
    totalScholarshipsGranted: settings.historicalScholarships + portalScholarships,
    totalValueGranted: settings.historicalValue + portalScholarships * settings.allowanceAmount,
  };
}

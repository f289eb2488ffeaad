import { defaultProgrammeSettings, programmeSettingsSchema } from '@portal/shared/programme';
import type { Conn } from '../../db/client.ts';
import { programmeRepository, upgradeStoredSettings } from '../public-site/public.ts';

/** The programme's settings the eligibility rule and the ranking read. */
export type ReviewSettings = {
  acceptedPlaces: string[];
  universityNames: string[];
  biomedicalFaculties: string[];
};

/**
 * The one place the review reads the programme's eligibility settings, inside the run's own transaction: the
 * stored settings (upgraded in memory if saved in an earlier shape), else the programme's defaults.
 */
export async function eligibilitySettings(conn: Conn): Promise<ReviewSettings> {
  const { value } = upgradeStoredSettings(await programmeRepository.read(conn));
  const parsed = programmeSettingsSchema.safeParse({ ...defaultProgrammeSettings, ...value });
  const { acceptedPlaces, universityNames, biomedicalFaculties } = parsed.success
    ? parsed.data
    : defaultProgrammeSettings;
  return { acceptedPlaces, universityNames, biomedicalFaculties };
}

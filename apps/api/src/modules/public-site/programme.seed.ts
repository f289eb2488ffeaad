import { defaultProgrammeSettings } from '@portal/shared/programme';
import { seedOnce } from '../../db/seeder.ts';
import { programmeRepository } from './programme.repository.ts';

/** Writes the default programme settings once; later edits by an administrator are never overwritten. */
export const seedProgrammeSettings = seedOnce('programme settings', 'seed.programme-settings', async (tx) => {
  if (!(await programmeRepository.read(tx))) await programmeRepository.write(tx, defaultProgrammeSettings);
});

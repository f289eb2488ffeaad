import { defaultProgrammeSettings } from '@portal/shared/programme';
import { eq } from 'drizzle-orm';
import { systemMeta } from '../../db/schema/index.ts';
import type { Seeder } from '../../db/seed.ts';
import { readSettingsRow, writeSettingsRow } from './programme.repository.ts';

const SEEDED_KEY = 'seed.programme-settings';

/** Writes the default programme settings once; later edits by an administrator are never overwritten. */
export const seedProgrammeSettings: Seeder = {
  name: 'programme settings',
  async run(db, _config, log) {
    const [done] = await db.select().from(systemMeta).where(eq(systemMeta.key, SEEDED_KEY));
    if (done) return;
    if (!(await readSettingsRow(db))) await writeSettingsRow(db, defaultProgrammeSettings);
    await db.insert(systemMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    log.info('programme settings seeded');
  },
};

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { hashPassword } from '../lib/passwords.ts';
import { seedProgrammeSettings } from '../modules/public-site/programme.seed.ts';
import { seedReferenceLists } from '../modules/reference/reference.seed.ts';
import type { Db } from './client.ts';
import { users } from './schema/index.ts';

export type Seeder = { name: string; run: (db: Db, config: Config, log: FastifyBaseLogger) => Promise<void> };

/** The first administrator, from ADMIN_EMAIL / ADMIN_PASSWORD, when no administrator exists yet. */
export const seedFirstAdmin: Seeder = {
  name: 'first administrator',
  async run(db, config, log) {
    if (!config.admin) return;
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
    if (existing) return;
    const username = config.admin.email.split('@')[0]!.replace(/[^a-zA-Z0-9]/g, '') || 'admin';
    await db.insert(users).values({
      firstName: 'Admin',
      lastName: 'Portal',
      username,
      email: config.admin.email.toLowerCase(),
      passwordHash: await hashPassword(config.admin.password),
      role: 'ADMIN',
      accountVerified: true,
    });
    log.info({ email: config.admin.email, username }, 'first administrator created');
  },
};

/** Seeders run at every start and must be idempotent. Domains append theirs here. */
export const seeders: Seeder[] = [seedFirstAdmin, seedReferenceLists, seedProgrammeSettings];

export async function runSeeders(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  for (const seeder of seeders) await seeder.run(db, config, log);
}

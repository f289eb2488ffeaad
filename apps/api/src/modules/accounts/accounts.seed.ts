import type { Seeder } from '../../db/seeder.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { usersRepository } from './users.repository.ts';

/**
 * The first administrator, from ADMIN_EMAIL / ADMIN_PASSWORD, when no administrator exists yet. Its username is the
 * part of the address before `@`, letters and digits only.
 */
export const seedFirstAdmin: Seeder = {
  name: 'first administrator',
  async run(db, config, log) {
    if (!config.admin || (await usersRepository.anyAdmin(db))) return;
    const username = config.admin.email.split('@')[0]!.replace(/[^a-zA-Z0-9]/g, '') || 'admin';
    await usersRepository.insert(db, {
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

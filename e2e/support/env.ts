import { join } from 'node:path';

/** The e2e server's data directory (embedded database, outbox) and first administrator. No side effects here. */
export const e2eDataDir = join(import.meta.dirname, '..', '.tmp', 'data');
export const e2eAdmin = { email: 'admin@portal.test', password: 'e2e-admin-password' };

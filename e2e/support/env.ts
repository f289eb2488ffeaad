import { join } from 'node:path';

/**
 * The e2e server's data directory (embedded database, outbox) and first administrator. No side effects here.
 * The gallery (gallery.config.ts) runs its own server on another directory, named by E2E_DATA_DIR.
 */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '..', '.tmp', 'data');
export const e2eAdmin = { email: 'admin@portal.test', password: 'e2e-admin-password' };

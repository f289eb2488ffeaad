import type { Health } from '@portal/shared/health';
import type { AppContext } from '../../context.ts';
import { schemaVersion } from '../../db/migrate.ts';

const version = process.env.npm_package_version ?? '0.1.0';

/** What an operator or a monitor asks first: is it up, on which database, at which schema. */
export function createHealthService({ database, config }: Pick<AppContext, 'database' | 'config'>) {
  return {
    async status(): Promise<Health> {
      return {
        status: 'ok',
        database: database.kind,
        schemaVersion: await schemaVersion(database),
        version,
        maxUploadBytes: config.maxUploadBytes,
      };
    },
  };
}

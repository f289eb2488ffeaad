import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Conn, Db } from './client.ts';
import { systemMeta } from './schema/index.ts';

/** Data a fresh database needs, put in at every start: a seeder must change nothing the second time. */
export type Seeder = { name: string; run: (db: Db, config: Config, log: FastifyBaseLogger) => Promise<void> };

/** Runs the seeders in the order given (the module registry gives them all: `seeders` in modules/index.ts). */
export async function runSeeders(
  seeders: readonly Seeder[],
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const seeder of seeders) await seeder.run(db, config, log);
}

/**
 * A seeder whose work is done once per database: a mark under `key` in system_meta remembers it, so what an
 * administrator deletes or changes afterwards is never put back. `fill` runs in the transaction that writes the mark.
 */
export function seedOnce(name: string, key: string, fill: (tx: Conn) => Promise<void>): Seeder {
  return {
    name,
    async run(db, _config, log) {
      const [done] = await db.select().from(systemMeta).where(eq(systemMeta.key, key));
      if (done) return;
      await db.transaction(async (tx) => {
        await fill(tx);
        await tx.insert(systemMeta).values({ key, value: new Date().toISOString() });
      });
      log.info(`${name} seeded`);
    },
  };
}

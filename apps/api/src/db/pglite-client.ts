import { type PGlite, type QueryOptions, types } from '@electric-sql/pglite';

/**
 * The types Drizzle reads as PostgreSQL writes them (it makes its own dates of timestamps), which it asks of PGlite
 * by handing these parsers in with every query (drizzle-orm/pglite's session).
 */
const drizzleRawTypes = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

/**
 * The PGlite handle Drizzle is given: the same database, but Drizzle's parsers are made the database's own once,
 * instead of coming with each query. PGlite merges a query's parsers with its own (a copy of a few hundred entries)
 * for every query it answers: a tenth of a signed-in read's processor time on the embedded database (decision 502).
 * A query whose parsers are not exactly those (none is, today) goes as it came.
 */
export function forDrizzle(pglite: PGlite) {
  const raw = (value: string) => value;
  for (const oid of drizzleRawTypes) pglite.parsers[oid] = raw;
  const known = new WeakMap<object, QueryOptions>();
  function lighter(options: QueryOptions | undefined): QueryOptions | undefined {
    const parsers = options?.parsers;
    if (!options || !parsers) return options;
    let light = known.get(options);
    if (light) return light;
    const oids = Object.keys(parsers).map(Number);
    if (oids.length !== drizzleRawTypes.length || !oids.every((oid) => drizzleRawTypes.includes(oid))) return options;
    const { parsers: _, ...rest } = options;
    light = rest;
    // Drizzle keeps one options object per prepared query: worked out once for it.
    known.set(options, light);
    return light;
  }
  const wrap =
    (query: Query): Query =>
    (text, params, options) =>
      query(text, params, lighter(options));
  return {
    query: wrap(pglite.query.bind(pglite) as Query),
    transaction: <T>(work: (tx: unknown) => Promise<T>) =>
      pglite.transaction((tx) => {
        const lightTx = Object.create(tx) as typeof tx;
        lightTx.query = wrap(tx.query.bind(tx) as Query) as typeof tx.query;
        return work(lightTx);
      }),
  };
}

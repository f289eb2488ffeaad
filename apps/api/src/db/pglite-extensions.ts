import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the schema uses, which the embedded database loads when it opens (PostgreSQL finds them installed
 * with it): every PGlite that holds the schema is made with these, or it cannot read the indexes they define.
 * `pg_trgm`: the trigram index that finds people by a part of their name (db/schema/users.ts).
 */
export const pgliteExtensions = { pg_trgm };

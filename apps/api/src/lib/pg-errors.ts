/**
 * PostgreSQL's own refusals, recognised by their SQLSTATE codes. Drivers wrap them differently (node-postgres throws
 * the database error, drizzle and PGlite may keep it as a `cause`), so the whole chain of causes is read.
 */
type PgError = { code?: string; constraint?: string; cause?: unknown };

function findPgError(error: unknown, code: string): PgError | undefined {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as PgError).cause) {
    if ((cause as PgError).code === code) return cause as PgError;
  }
  return undefined;
}

/**
 * A unique index refused the row: two writers raced past the check made before. With `constraint`, only that index
 * (a driver that does not name the index is taken at its word).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = findPgError(error, '23505');
  if (!found) return false;
  return constraint === undefined || found.constraint === undefined || found.constraint === constraint;
}

/**
 * A foreign key refused the change: a row still points at the one being deleted (23503; 23001 where the key says
 * `on delete restrict`), or names one that does not exist.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return findPgError(error, '23503') !== undefined || findPgError(error, '23001') !== undefined;
}

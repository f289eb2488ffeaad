/**
 * What a backup or a restore says when it fails, in one line that holds none of the data it carries. A database
 * error's message, detail and statement can hold rows (the driver's error carries the statement's values: a whole
 * chunk of applicants, with their phone numbers and birth dates), and so can JSON's errors (a piece of the text):
 * those are told by their code and the names of the schema, never their words.
 */
import { FileStoreUnavailable } from '../../lib/s3-storage.ts';

/** A failure this program describes itself, in words that hold no data of the archive. */
export class BackupFailure extends Error {}

/** An archive that is no archive this program wrote, or no longer the one it wrote. */
export class ArchiveDamaged extends BackupFailure {}

type DatabaseError = { code: string; severity?: string; constraint?: string; table?: string; column?: string };

const isDatabaseError = (value: unknown): value is DatabaseError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DatabaseError).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((value as DatabaseError).code) &&
  typeof (value as DatabaseError).severity === 'string';

const databaseWords: Record<string, string> = {
  '23505': 'a row repeats a value that must be unique',
  '23503': 'a row names a row that is not there',
  '23502': 'a row lacks a required value',
  '23514': 'a row breaks a rule of its table',
  '23P01': 'a row overlaps another',
  '42P01': 'a table is missing',
  '42703': 'a column is missing',
  '42501': 'the database user lacks a permission',
  '53100': 'the database server has no space left',
};

/** A database error in the words of its code, constraint, table and column: never its message or detail. */
function describeDatabaseError(error: DatabaseError): string {
  const words = databaseWords[error.code] ?? (error.code.startsWith('22') ? 'a value does not fit its column' : '');
  const names = [
    error.table && `table ${error.table}`,
    error.column && `column ${error.column}`,
    error.constraint && `constraint ${error.constraint}`,
  ].filter(Boolean);
  return `the database refused it${words ? `: ${words}` : ''} (PostgreSQL error ${error.code}${names.length ? `, ${names.join(', ')}` : ''})`;
}

/** A system error (`ENOSPC: no space left on device, write`): its words name a call and a path, nothing read. */
const isSystemError = (value: unknown): value is NodeJS.ErrnoException =>
  value instanceof Error && typeof (value as NodeJS.ErrnoException).code === 'string' && 'syscall' in value;

/** zlib's errors (`incorrect header check`) say how the compressed bytes are wrong, not what they hold. */
const isZlibError = (value: unknown): value is NodeJS.ErrnoException =>
  value instanceof Error && /^Z_[A-Z_]+$/.test(String((value as NodeJS.ErrnoException).code));

/** One line for any failure; unknown errors are told by their kind only. */
export function describeFailure(error: unknown): string {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth += 1) {
    // A bucket's failure names the bucket and the store's error code, never the address or a file's bytes.
    if (cause instanceof BackupFailure || cause instanceof FileStoreUnavailable || isSystemError(cause))
      return cause.message;
    if (isZlibError(cause)) return `its compressed data is damaged (${cause.message})`;
    if (isDatabaseError(cause)) return describeDatabaseError(cause);
    cause = (cause as { cause?: unknown }).cause;
  }
  const kind = error instanceof Error ? error.name : typeof error;
  return `an unexpected ${kind} (its words are not shown: they could hold the archive's data)`;
}

/** JSON of the archive, parsed; its error names `what`, not the text (JSON's own message quotes a piece of it). */
export function parseJson<T>(text: string, what: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ArchiveDamaged(`${what} is not valid JSON`);
  }
}

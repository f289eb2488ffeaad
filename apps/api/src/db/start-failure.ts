import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { isNoRoomToWrite, nodeStorageFs, type StorageFs } from '../lib/storage.ts';

/** The data directory cannot hold the embedded database: the message says where and why, in one line. */
export class DataDirError extends Error {}

/** Emscripten's numbers for the errors the system reports as ENOSPC, EDQUOT and EROFS (PGlite passes those on). */
const EMSCRIPTEN_CODES: Record<number, string> = { 51: 'ENOSPC', 19: 'EDQUOT', 69: 'EROFS' };
const WORDS: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'read-only file system',
};

/** The words for a disk that takes no more writes, if that is what `error` (or one of its causes) is. */
export function noRoomCause(error: unknown): string | undefined {
  let cause = error;
  for (let depth = 0; cause && typeof cause === 'object' && depth < 10; depth += 1) {
    const { code, errno, name } = cause as { code?: unknown; errno?: unknown; name?: unknown };
    const named =
      typeof code === 'string'
        ? code
        : name === 'ErrnoError' && typeof errno === 'number'
          ? EMSCRIPTEN_CODES[errno]
          : undefined;
    if (named && WORDS[named]) return WORDS[named];
    cause = (cause as { cause?: unknown }).cause;
  }
  // PostgreSQL's own words ("could not extend file …: No space left on device"), as the API's 507 reads them.
  if (isNoRoomToWrite(error)) return 'no space left on device';
  return undefined;
}

/** Writes, flushes and removes a small file in `dir`: answers the error a write there gets, if any. */
async function probeWrite(dir: string, fs: StorageFs): Promise<unknown> {
  const probe = join(dir, `.write-probe-${randomUUID()}`);
  try {
    await fs.mkdir(dir, { recursive: true });
    const handle = await fs.open(probe, 'wx', 0o600);
    try {
      await handle.writeFile(Buffer.alloc(64 * 1024));
      await handle.sync();
    } finally {
      await handle.close();
    }
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await fs.unlink(probe).catch(() => undefined);
  }
}

/**
 * What to say when the embedded database in `dataDir/pglite` did not open. PGlite reports a full or read-only disk
 * as "PGlite failed to initialize properly", or as an Emscripten error with a bare number: when the error does not
 * say, a small write in the directory tells. A disk that takes no writes becomes a `DataDirError` naming DATA_DIR
 * and the cause; anything else is answered as it came.
 */
export async function explainOpenFailure(
  error: unknown,
  dataDir: string,
  fs: StorageFs = nodeStorageFs,
): Promise<unknown> {
  if (error instanceof DataDirError) return error;
  const cause = noRoomCause(error) ?? noRoomCause(await probeWrite(join(dataDir, 'pglite'), fs));
  if (!cause) return error;
  return new DataDirError(
    `Cannot start: DATA_DIR ${dataDir}: ${cause}; the embedded database in ${join(dataDir, 'pglite')} cannot write there.`,
    { cause: error },
  );
}

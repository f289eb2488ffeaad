import * as nodeFs from 'node:fs/promises';

/**
 * The file-system calls the file stores make. The server hands them Node's; a test hands them calls that fail as a
 * full or read-only disk does, to see the answer and what is left on the disk afterwards.
 */
export type StorageFs = Pick<typeof nodeFs, 'mkdir' | 'open' | 'readdir' | 'rename' | 'stat' | 'unlink' | 'writeFile'>;
export const nodeStorageFs: StorageFs = nodeFs;

/**
 * A write refused because the disk is full, the user's quota is used up, or the disk is mounted read-only; or the
 * bucket of FILES_URL did not store a file (lib/s3-storage.ts).
 */
const NO_ROOM_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EFILESTORE_WRITE']);
/** PostgreSQL's `disk_full`. */
const PG_DISK_FULL = '53100';
/**
 * PostgreSQL reports other failed writes (`could not extend file "…": No space left on device`, SQLSTATE class 53
 * or 58) with the system's words last. A value quoted in a message ends with its quote, so it cannot pass for them.
 */
const PG_NO_ROOM = /: (No space left on device|Disk quota exceeded|Read-only file system)$/;

type Cause = { code?: unknown; message?: unknown; severity?: unknown; cause?: unknown };

/** Whether a failure, or any of its causes, is a disk that takes no more writes: files, or the database's own. */
export function isNoRoomToWrite(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; cause && typeof cause === 'object' && depth < 10; depth += 1) {
    const { code, message, severity } = cause as Cause;
    if (typeof code === 'string' && NO_ROOM_CODES.has(code)) return true;
    if (typeof severity === 'string' && typeof code === 'string') {
      if (code === PG_DISK_FULL) return true;
      if (/^5[38]/.test(code) && typeof message === 'string' && PG_NO_ROOM.test(message)) return true;
    }
    cause = (cause as Cause).cause;
  }
  return false;
}

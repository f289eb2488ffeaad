import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { open } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { ArchiveDamaged } from './failure.ts';

/**
 * An encrypted archive: a header, then the `.tar.gz` in chunks of AES-256-GCM (decision 544).
 * - Header (41 bytes): `SPBACKUP`, version 1, a random salt (16 bytes), a key check (16 bytes).
 * - The operator's BACKUP_KEY and the salt give, through scrypt (so a typed sentence is costly to guess), a key of
 *   this archive alone; HKDF draws from it the chunks' key and the key check, which tells a wrong BACKUP_KEY from an
 *   edited archive.
 * - Chunks of 64 KiB, each sealed with its number and whether it is the last one in its nonce, and the header as
 *   associated data: a changed byte, chunks swapped, taken from another archive, dropped, added or cut off at the
 *   end all fail to open. A chunk is opened, its tag checked, before any of its bytes go further.
 */
const MAGIC = Buffer.from('SPBACKUP', 'ascii');
const VERSION = 1;
const SALT = 16;
const CHECK = 16;
export const HEADER_BYTES = MAGIC.length + 1 + SALT + CHECK;
const PLAIN_CHUNK = 64 * 1024;
const TAG = 16;
const SEALED_CHUNK = PLAIN_CHUNK + TAG;
const GZIP = Buffer.from([0x1f, 0x8b]);

/** The key of one archive, and its header (which it authenticates). */
export type ArchiveKeys = { header: Buffer; key: Buffer };

function derive(secret: string, salt: Buffer): Promise<{ key: Buffer; check: Buffer }> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, master) => {
      if (error) return reject(error);
      const expand = (info: string, length: number) => Buffer.from(hkdfSync('sha256', master, salt, info, length));
      resolve({ key: expand('portal backup chunks', 32), check: expand('portal backup key check', CHECK) });
    });
  });
}

/** The keys of a new archive, with a new random salt. */
export async function newArchiveKeys(secret: string): Promise<ArchiveKeys> {
  const salt = randomBytes(SALT);
  const { key, check } = await derive(secret, salt);
  return { header: Buffer.concat([MAGIC, Buffer.from([VERSION]), salt, check]), key };
}

/** What a file's first bytes say it is. */
export async function archiveKind(path: string): Promise<'encrypted' | 'unencrypted' | 'unknown'> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(MAGIC.length), 0, MAGIC.length, 0);
    if (bytesRead === MAGIC.length && buffer.equals(MAGIC)) return 'encrypted';
    return buffer.subarray(0, 2).equals(GZIP) ? 'unencrypted' : 'unknown';
  } finally {
    await handle.close();
  }
}

export class WrongKey extends Error {}

/** The keys of an existing archive: refused (`WrongKey`) unless `secret` is the one it was written with. */
export async function archiveKeys(path: string, secret: string): Promise<ArchiveKeys> {
  const handle = await open(path, 'r');
  const header = Buffer.alloc(HEADER_BYTES);
  try {
    const { bytesRead } = await handle.read(header, 0, HEADER_BYTES, 0);
    if (bytesRead < HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC))
      throw new ArchiveDamaged('its header is cut short');
  } finally {
    await handle.close();
  }
  if (header[MAGIC.length] !== VERSION)
    throw new ArchiveDamaged(`its encryption version ${header[MAGIC.length]} is unknown to this version`);
  const salt = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + SALT);
  const { key, check } = await derive(secret, salt);
  if (!timingSafeEqual(check, header.subarray(HEADER_BYTES - CHECK)))
    throw new WrongKey('BACKUP_KEY is not the key it was written with');
  return { header, key };
}

function nonce(index: bigint, last: boolean): Buffer {
  const value = Buffer.alloc(12);
  value.writeBigUInt64BE(index, 0);
  value[11] = last ? 1 : 0;
  return value;
}

/** Holds the bytes written to a stream until a chunk's worth has come. */
class Held {
  #parts: Buffer[] = [];
  length = 0;
  add(part: Buffer) {
    this.#parts.push(part);
    this.length += part.length;
  }
  take(size: number): Buffer {
    const all = this.#parts.length === 1 ? this.#parts[0]! : Buffer.concat(this.#parts, this.length);
    const taken = all.subarray(0, size);
    const rest = all.subarray(taken.length);
    this.#parts = rest.length ? [rest] : [];
    this.length = rest.length;
    return taken;
  }
}

/** Encrypts what is written to it: the header, then every full chunk as it comes, the last (perhaps empty) at the end. */
export function encryptingStream(keys: ArchiveKeys): Transform {
  const held = new Held();
  let index = 0n;
  const seal = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', keys.key, nonce(index, last));
    cipher.setAAD(keys.header);
    index += 1n;
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(keys.header);
      }
      held.add(chunk);
      while (held.length > PLAIN_CHUNK) this.push(seal(held.take(PLAIN_CHUNK), false));
      done();
    },
    flush(done: TransformCallback) {
      if (!started) this.push(keys.header);
      this.push(seal(held.take(held.length), true));
      done();
    },
  });
}

const changed = () => new ArchiveDamaged('it was changed, damaged or cut short after it was written');

/**
 * Decrypts an archive's bytes after its header: each chunk's tag is checked before its bytes are passed on, and the
 * stream fails unless the last chunk is the one sealed as last.
 */
export function decryptingStream(keys: ArchiveKeys): Transform {
  const held = new Held();
  let index = 0n;
  const unseal = (sealed: Buffer, last: boolean) => {
    const decipher = createDecipheriv('aes-256-gcm', keys.key, nonce(index, last));
    decipher.setAAD(keys.header);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
    index += 1n;
    const plain = decipher.update(sealed.subarray(0, sealed.length - TAG));
    try {
      decipher.final();
    } catch {
      throw changed();
    }
    return plain;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      held.add(chunk);
      try {
        while (held.length > SEALED_CHUNK) this.push(unseal(held.take(SEALED_CHUNK), false));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      if (held.length < TAG) return done(changed());
      try {
        this.push(unseal(held.take(held.length), true));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

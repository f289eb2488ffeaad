import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

export const compressedEncodings = ['br', 'gzip'] as const;
export type CompressedEncoding = (typeof compressedEncodings)[number];

/**
 * How `@fastify/compress` compresses answers on the fly (see app.ts): phones on 2G/3G pay for every byte, so pages,
 * scripts and JSON go out as brotli or gzip, from 1 KiB up (below that the headers outweigh the gain).
 */
export const responseCompression = { encodings: [...compressedEncodings], threshold: 1024 };

/** A body in every form a browser may ask for, made once so that serving it again costs no compression. */
export type PrecompressedBody = { identity: Buffer } & Record<CompressedEncoding, Buffer>;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compresses once for many readers, off the main thread, so it affords a better brotli level than the on-the-fly
 * default (4): level 6 makes the landing page ~9% smaller for the same time; 9 and above cost 10–60× more.
 */
export async function precompress(text: string): Promise<PrecompressedBody> {
  const identity = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzipped(identity),
  ]);
  return { identity, br, gzip: gz };
}

/** The encoding to answer with, chosen as `@fastify/compress` chooses it; null for the body as it is. */
export function chooseEncoding(headers: IncomingHttpHeaders): CompressedEncoding | null {
  const header = headers['accept-encoding'];
  if (header === undefined || headers['x-no-compression'] !== undefined) return null;
  // `*` (no preference) and `x-gzip` count as gzip, as in @fastify/compress.
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...compressedEncodings]);
}

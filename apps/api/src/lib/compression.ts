import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

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
 * Compresses once for many readers, off the main thread, at the best levels: a rendered page is compressed again
 * only when what it shows changes, or every few seconds (plugins/public-page-cache.ts). Brotli's highest level
 * makes the landing page 12% smaller than level 6 (9.1 KB instead of 10.3 KB) for ~60 ms instead of ~2 ms.
 */
export async function precompress(text: string): Promise<PrecompressedBody> {
  const identity = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gz };
}

/**
 * The encoding to answer with, chosen as `@fastify/compress` chooses it; null for the body as it is. `preferred`
 * orders the encodings the reader takes with the same weight (brotli first, as `@fastify/compress`).
 */
export function chooseEncoding(
  headers: IncomingHttpHeaders,
  preferred: readonly CompressedEncoding[] = compressedEncodings,
): CompressedEncoding | null {
  const header = headers['accept-encoding'];
  if (header === undefined || headers['x-no-compression'] !== undefined) return null;
  // `*` (no preference) and `x-gzip` count as gzip, as in @fastify/compress.
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...preferred]);
}

/**
 * Sends a body compressed beforehand (`precompress`) in the encoding the reader asks for, chosen as
 * `@fastify/compress` chooses it (it passes a body that already has a Content-Encoding through as it is). `vary`
 * names the request headers the body itself depends on; Accept-Encoding is added when compressed.
 */
export function sendPrecompressed(reply: FastifyReply, body: PrecompressedBody, vary?: string): FastifyReply {
  const encoding = body.identity.length >= responseCompression.threshold ? chooseEncoding(reply.request.headers) : null;
  if (!encoding) return (vary ? reply.header('vary', vary) : reply).send(body.identity);
  return reply
    .header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    .header('content-encoding', encoding)
    .send(body[encoding]);
}

/** A small answer's encoding: gzip first below `gzipBelowBytes` (see `compressSmall`), brotli first above. */
export const smallAnswerEncoding = (headers: IncomingHttpHeaders, bytes: number) =>
  chooseEncoding(headers, bytes < gzipBelowBytes ? ['gzip', 'br'] : compressedEncodings);

/** Below this size an answer is compressed at once, on the main thread (see `compressSmall`); above, as a stream. */
export const smallAnswerBytes = 64 * 1024;

/** Below this size a small answer goes out as gzip when the reader takes it (see `compressSmall`). */
export const gzipBelowBytes = 4 * 1024;

/**
 * A small answer (an API's JSON) compressed in one call, without `@fastify/compress`'s stream: a stream per answer,
 * and brotli's default 4 MiB window allocated and cleared for a 2 KB body, made compression a quarter of a signed-in
 * read's processor time (decision 502). Windows are the body's size rounded up to a power of two: neither format
 * gains from a larger one. Brotli level 4, as `@fastify/compress`; but below 4 KiB gzip (level 6) writes within
 * 0–6 % of brotli's bytes (931 against 928 for a student's current application) in half its time, so a reader who
 * takes both, with no preference between them, gets gzip there (`smallAnswerEncoding`).
 */
export function compressSmall(body: Buffer, encoding: CompressedEncoding): Buffer {
  if (encoding === 'gzip')
    return gzipSync(body, { windowBits: Math.min(15, Math.max(9, Math.ceil(Math.log2(body.length + 263)))) });
  const window = Math.min(24, Math.max(10, Math.ceil(Math.log2(body.length + 1))));
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_LGWIN]: window,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Compressed answers that are the same for every reader who may ask (a reference list a student's form reads), kept
 * by their text: the same text is compressed once, not on every request (a fifth of such a read's processor time,
 * decision 572). Keyed by the whole text and the encoding, so an entry can only ever be served for the very same
 * bytes, and nothing needs telling when a list changes; kept by lru-cache, the least recently used going first.
 */
export function createCompressedAnswers({ maxEntries = 32 } = {}) {
  const kept = new LRUCache<string, Buffer>({ max: maxEntries });
  return {
    get(text: string, encoding: CompressedEncoding): Buffer {
      const key = `${encoding}:${text}`;
      let compressed = kept.get(key);
      if (!compressed) {
        compressed = compressSmall(Buffer.from(text), encoding);
        kept.set(key, compressed);
      }
      return compressed;
    },
    get size() {
      return kept.size;
    },
  };
}

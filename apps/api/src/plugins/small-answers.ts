import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  chooseEncoding,
  compressSmall,
  createCompressedAnswers,
  responseCompression,
  smallAnswerBytes,
  smallAnswerEncoding,
} from '../lib/compression.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers every reader who may call it the same text (reference lists): its compressed answer is
     * kept by that text (lib/compression.ts), and compressed again only when the text changes.
     */
    sameForEveryone?: boolean;
  }
}

/**
 * The API's JSON answers, from 1 KiB to 64 KiB, compressed in one call (`compressSmall`) before `@fastify/compress`
 * sees them: it leaves an answer that already has its encoding alone, and still compresses everything else (larger
 * answers, streams, files the build did not compress). Same encodings, threshold and `Vary` as it; below 4 KiB gzip
 * is preferred to brotli when the reader takes both alike (lib/compression.ts).
 */
export default fp(async function smallAnswersPlugin(app: FastifyInstance) {
  const shared = createCompressedAnswers();
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < responseCompression.threshold) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json') || reply.hasHeader('content-encoding'))
      return done(null, payload);
    const body = Buffer.from(payload);
    if (body.length > smallAnswerBytes || body.length < responseCompression.threshold) return done(null, payload);
    const sameForEveryone = request.routeOptions.config.sameForEveryone === true && reply.statusCode === 200;
    // An answer kept compressed is compressed once: brotli, the smaller, whatever its size.
    const encoding = sameForEveryone
      ? chooseEncoding(request.headers)
      : smallAnswerEncoding(request.headers, body.length);
    if (!encoding) return done(null, payload);
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'accept-encoding');
    else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('vary', `${vary}, accept-encoding`);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    if (sameForEveryone) return done(null, shared.get(payload, encoding));
    done(null, compressSmall(body, encoding));
  });
});

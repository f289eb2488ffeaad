import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../lib/route-options.ts';
import { sendFile } from '../../lib/uploads.ts';
import { openDocumentFile } from './open-document-file.ts';
import { openDocumentThumbnail } from './open-document-thumbnail.ts';

const params = z.object({ name: z.string().max(100) });
const querystring = z.object({
  // Unix seconds; far beyond any link's lifetime, short of numbers that lose precision.
  expires: z.coerce.number().int().min(0).max(99_999_999_999).optional(),
  signature: z.string().max(100).optional(),
  // The staff member a link was handed to (its signature covers it): opening it logs their read.
  reader: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  download: z.enum(['0', '1']).optional(),
});

/**
 * The files behind documents. A signed link from the documents' answers works without a token (in `<img>`, for a
 * download) until it expires; without a signature, the bearer token's user must own the file or be an
 * administrator. The four paths serve the same store: the former client named files by kind.
 */
export const documentFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of ['documents', 'birth-certificates', 'transcripts', 'file']) {
    app.get(
      `/files/${kind}/:name`,
      route(
        'public',
        "A document file: by its signed link (expires, signature, and reader for a staff member's link, which logs their read; download=1 to save it), or with the token of its owner or a staff member",
        { params, querystring },
      ),
      async (request, reply) => {
        const { name } = request.params;
        const { expires, signature, reader } = request.query;
        const download = request.query.download === '1';
        const link = { expires: expires ?? 0, signature: signature ?? '', reader };
        const signed = signature !== undefined || expires !== undefined;
        if (!signed) await app.authenticate(request, reply);
        const way = signed ? { link } : { user: request.currentUser };
        const file = await openDocumentFile(app, { filename: name, download, ...way });
        return sendFile(reply.header('content-disposition', file.disposition), file, { publicCache: false });
      },
    );
  }

  app.get(
    '/files/documents/:name/thumbnail',
    route(
      'public',
      "A document's thumbnail, a JPEG of at most 480 px: by its signed link (expires, signature), which the browser may keep until it expires, or with the token of its owner or a staff member",
      { params, querystring: querystring.omit({ download: true, reader: true }) },
    ),
    async (request, reply) => {
      const { name } = request.params;
      const { expires, signature } = request.query;
      const signed = signature !== undefined || expires !== undefined;
      if (!signed) await app.authenticate(request, reply);
      const way = signed
        ? { link: { expires: expires ?? 0, signature: signature ?? '' } }
        : { user: request.currentUser };
      const thumbnail = await openDocumentThumbnail(app, { filename: name, ...way });
      return sendFile(reply.header('content-disposition', 'inline'), thumbnail, {
        publicCache: false,
        privateMaxAgeSeconds: thumbnail.maxAgeSeconds,
      });
    },
  );
};

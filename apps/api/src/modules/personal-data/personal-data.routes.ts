import { Readable } from 'node:stream';
import { idParamsSchema as params } from '@portal/shared/fields';
import { dataExportSchema } from '@portal/shared/personal-data';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';
import { userOf } from '../../plugins/auth.ts';
import { type Archive, type Asker, archiveDisposition } from './personal-data.service.ts';

const exportOf = { action: 'user.export' } as const;
const summary = ok(dataExportSchema);
const linkQuery = z.object({
  by: z.coerce.number().int().min(1).max(2_147_483_647),
  // Unix seconds; far beyond any link's lifetime, short of numbers that lose precision.
  expires: z.coerce.number().int().min(0).max(99_999_999_999),
  signature: z.string().min(1).max(100),
});

const askerOf = (request: FastifyRequest): Asker => ({ ...userOf(request), tokenVersion: request.tokenVersion });

/** Only the archive's head (its name and size) is asked for: Fastify answers HEAD with the GET's handler. */
const headOnly = (request: FastifyRequest) => ({ head: request.method === 'HEAD' });

/** An archive as a download of its exact length, so that a phone shows how far it has come. */
const send = (reply: FastifyReply, archive: Archive) =>
  reply
    .header('content-type', 'application/zip')
    .header('content-length', archive.size)
    .header('content-disposition', archiveDisposition(archive.fileName))
    .header('cache-control', 'no-store')
    // A HEAD's empty stream: Fastify keeps the length told for a stream, and would count an empty string's.
    .send(archive.stream ?? Readable.from([]));

/**
 * Everything the portal holds about a person, in one .zip: the person's own (`/users/me/export`), or an
 * administrator's for someone who asks by letter (`/users/{id}/export`, recorded in the portal's audit). Each has its
 * size first, with a signed link that downloads it without the token (`…/export/download`).
 */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.personalData;
  /** The signed-in person, whom `/users/me/…` is about. */
  const self = (request: FastifyRequest) => service.person(userOf(request).id);
  const archiveSummary =
    'a .zip of JSON files (one per kind of record, secrets left out) and every file the person sent, with a README; its Content-Length is exact';

  app.get(
    '/users/me/export',
    route('signed-in', `Everything the portal holds about the signed-in person: ${archiveSummary}`, {}),
    async (request, reply) =>
      send(reply, await service.archive(askerOf(request), await self(request), headOnly(request))),
  );

  app.get(
    '/users/me/export/size',
    route('signed-in', 'The size of the own archive, the files it holds, and a signed link that downloads it', {
      response: summary,
    }),
    async (request) => ({ data: await service.summary(askerOf(request), await self(request)) }),
  );

  app.get(
    '/users/:id/export',
    route(exportOf, `Everything the portal holds about one person, for them or an administrator: ${archiveSummary}`, {
      params,
    }),
    async (request, reply) =>
      send(reply, await service.archive(askerOf(request), accessed(request, exportOf), headOnly(request))),
  );

  app.get(
    '/users/:id/export/size',
    route(exportOf, "The size of a person's archive, the files it holds, and a signed link that downloads it", {
      params,
      response: summary,
    }),
    async (request) => ({ data: await service.summary(askerOf(request), accessed(request, exportOf)) }),
  );

  app.get(
    '/users/:id/export/download',
    route('public', "A person's archive by the signed link of its size (by, expires, signature), without the token", {
      params,
      querystring: linkQuery,
    }),
    async (request, reply) =>
      send(reply, await service.signedArchive(request.params.id, request.query, headOnly(request))),
  );
};

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPath } from '@portal/shared/app-routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { repositoryFolder } from '../lib/package-paths.ts';
import { loadAppShell } from './app-shell-html.ts';
import { pageLanguage, registerPublicPages } from './public-pages.ts';

export const defaultWebDist = join(repositoryFolder, 'apps/web/dist');

/**
 * Serves the built single-page app: files as they are (hashed assets cached for a year), and index.html, in the
 * reader's language, for every route of the app (deep links work). A path that is no route of the app gets the same
 * page with status 404 (the app shows not-found); unknown /api paths stay JSON 404s.
 */
export default fp(async function webAppPlugin(app: FastifyInstance, options: { root?: string }) {
  const root = options.root ?? defaultWebDist;
  const hasApp = existsSync(`${root}/index.html`);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each file (scripts/precompress-web-build.mjs): sent as they are.
      preCompressed: true,
      // This version of @fastify/static hands the Fastify reply, not the raw response.
      setHeaders: (reply: unknown, path: string) => {
        (reply as { header: (k: string, v: string) => void }).header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');
  }
  const appShell = hasApp ? loadAppShell(root) : null;
  const sendApp = (reply: FastifyReply, status = 200) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(appShell?.(pageLanguage(reply.request).language));
  if (hasApp) await registerPublicPages(app, root, sendApp);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (hasApp && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api')) {
      return sendApp(reply, isAppPath(path) ? 200 : 404);
    }
    throw new AppError('ROUTE_NOT_FOUND', { params: { method: request.method, path } });
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPath } from '@portal/shared/app-routes';
import { locales } from '@portal/shared/locales';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { precompress, sendPrecompressed } from '../lib/compression.ts';
import { repositoryFolder } from '../lib/package-paths.ts';
import { helmetHeaders } from '../lib/security-headers.ts';
import { loadAppShell } from './app-shell-html.ts';
import { pageLanguage, registerPublicPages } from './public-pages.ts';
import { contentSecurityPolicy, documentOnlyHeaders } from './security.ts';

/** Headers that let a browser ask whether a file changed: useless on a file whose name changes with it. */
const validators = ['etag', 'last-modified', 'accept-ranges'];

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
        const answer = reply as FastifyReply;
        const hashed = path.includes('/assets/');
        // The icon, the install icons and manifests change with a release at most: a day without asking again is
        // a few hundred bytes saved on each page a phone opens. The rest (index.html, sw.js, the settings script)
        // is asked again each time, so a new release is seen at once.
        const daily = /\.(svg|png|webmanifest)$/.test(path);
        answer.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : daily ? 'public, max-age=86400' : 'no-cache',
        );
        // A hashed script or stylesheet never changes, so is never asked again: no validators, and none of the
        // headers that only act on documents (plugins/security.ts). Each costs bytes on a paid line.
        if (hashed) for (const name of [...documentOnlyHeaders, ...validators]) answer.removeHeader(name);
        // Other files that are no page and no worker go without the document headers too; an SVG keeps its policy,
        // as it could be opened as a document.
        else if (!/\.html$|\/sw\.js$/.test(path))
          for (const name of documentOnlyHeaders)
            if (!(name === 'content-security-policy' && path.endsWith('.svg'))) answer.removeHeader(name);
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');
  }
  // Each language's page compressed once at start: most of its answers come from the not-found handler, which
  // @fastify/compress does not see, and a phone on 3G should not fetch 6 KB where 2.5 KB do.
  const appShell = hasApp ? loadAppShell(root) : null;
  const pages = new Map(
    appShell
      ? await Promise.all(
          locales.map(async (language) => [language, await precompress(appShell.page(language))] as const),
        )
      : [],
  );
  // The app's page carries its first-run script inline: its policy allows that script, by its hash, and no other.
  const appPolicy = appShell?.scriptHash
    ? helmetHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            ...contentSecurityPolicy,
            scriptSrc: [...contentSecurityPolicy.scriptSrc, appShell.scriptHash],
          },
        },
      })['content-security-policy']
    : undefined;
  const sendApp = (reply: FastifyReply, status = 200) => {
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (appPolicy) reply.header('content-security-policy', appPolicy);
    const page = pages.get(pageLanguage(reply.request).language);
    if (!page) return reply.header('vary', 'Accept-Language, Cookie').send();
    return sendPrecompressed(reply, page, 'Accept-Language, Cookie');
  };
  if (hasApp) await registerPublicPages(app, root, sendApp);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (hasApp && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api')) {
      return sendApp(reply, isAppPath(path) ? 200 : 404);
    }
    throw new AppError('ROUTE_NOT_FOUND', { params: { method: request.method, path } });
  });
});

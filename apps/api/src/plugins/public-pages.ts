import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isLocale, type Locale, pickLocale } from '@portal/shared/locales';
import {
  authFormPaths,
  type BuildManifest,
  cookieValue,
  eligibilityPagePath,
  languageCookie,
  type PublicPageData,
  type PublicPageRenderInput,
  pageAssets,
  pagePartHeader,
  preferenceCookieMaxAge,
  publicPageQueryParameters,
  type ServerRenderedPath,
  serverRenderedPaths,
  themeCookie,
} from '@portal/shared/public-pages';
import { defaultThemeSettings, parseThemeSettings, type ThemeSettings } from '@portal/shared/theme';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/app-error.ts';
import { precompress, sendPrecompressed } from '../lib/compression.ts';
import { startRenderWorker } from '../lib/render-worker.ts';
import { answerAuthForm, postedFromThisSite } from './auth-form-pages.ts';
import { createPublicPageCache, type KeptPage } from './public-page-cache.ts';
import { registerThemeStylesheet } from './theme-stylesheet.ts';

/** The renderer the web build made for the server, next to the browser build: `apps/web/dist-ssr/`. */
export function rendererPath(webRoot: string): string {
  return join(dirname(webRoot), 'dist-ssr', 'render-public-page.js');
}

/** `?lang=` (a shared link, or the alternate links search engines follow), then the reader's cookie, then the browser. */
export function pageLanguage(request: FastifyRequest): { language: Locale; fromQuery: boolean } {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(query)) return { language: query, fromQuery: true };
  const cookie = cookieValue(request.headers.cookie, languageCookie);
  if (isLocale(cookie)) return { language: cookie, fromQuery: false };
  return { language: pickLocale(request.headers['accept-language']), fromQuery: false };
}

/** The theme cookie through the shared whitelist: any value maps to one of the themes the app can choose. */
export function pageTheme(request: FastifyRequest): ThemeSettings {
  const raw = cookieValue(request.headers.cookie, themeCookie);
  if (!raw) return defaultThemeSettings;
  try {
    return parseThemeSettings(JSON.parse(raw));
  } catch {
    return defaultThemeSettings;
  }
}

/** The address the page is rendered from: its path and only the query parameters it reads, first value of each. */
export function pageUrl(path: ServerRenderedPath, query: unknown): string {
  const given = (query ?? {}) as Record<string, unknown>;
  const kept = new URLSearchParams();
  for (const name of publicPageQueryParameters[path]) {
    const value = [given[name]].flat()[0];
    if (typeof value === 'string') kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/** When the current session next opens or times out by the clock alone: what the pages show of it changes then. */
export function nextPhaseChange(data: PublicPageData, now: number): number | undefined {
  const session = data.currentSession;
  if (!session) return undefined;
  const instants = [session.startDate, session.endDate].map((instant) => new Date(instant).getTime());
  return instants.filter((instant) => instant > now).sort((a, b) => a - b)[0];
}

const pageVary = 'Accept-Language, Cookie';

function sendPage(reply: FastifyReply, page: KeptPage): FastifyReply {
  // The page's script adds the page's age to the clock the page was rendered with (its session countdown).
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('server-timing', `cache;dur=${Date.now() - page.renderedAt}`);
  return sendPrecompressed(reply, page, pageVary);
}

/**
 * The public pages rendered to HTML on the server (decision 007): a visitor reads them with no application
 * JavaScript. Without a renderer (web app not built with `npm run build`), or if rendering fails, the
 * single-page app serves them as before, so a visitor always gets the page. Pages are rendered on a worker thread
 * and kept, compressed, for everyone who would get the same one: same address, language and theme; they are
 * rendered again when what they show changes (decisions 009 and 573).
 */
export async function registerPublicPages(
  app: FastifyInstance,
  webRoot: string,
  sendApp: (reply: FastifyReply) => FastifyReply,
): Promise<void> {
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  const renderer = rendererPath(webRoot);
  if (!existsSync(manifestFile) || !existsSync(renderer)) {
    app.log.warn({ renderer }, 'public pages not pre-rendered: the single-page app renders them');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const worker = startRenderWorker(pathToFileURL(renderer).href);
  app.addHook('onClose', () => worker.close());
  const themeStylesheetOf = registerThemeStylesheet(app, worker);
  /** Every page with the site's address, which its links to the other languages need whole, and its theme's sheet. */
  const render = async (input: Omit<PublicPageRenderInput, 'siteUrl' | 'theme'> & { theme: ThemeSettings }) =>
    worker.render({ ...input, siteUrl: app.config.publicUrl, themeStylesheet: await themeStylesheetOf(input.theme) });
  // Each page's scripts and styles, asked of the renderer once. Not awaited here: the server answers while the
  // renderer's thread loads (a second or more), and a page asked meanwhile waits for it (decision 503). A failed
  // answer is asked again by the next visitor, who meanwhile gets the single-page app.
  const assetsAsked = new Map<string, Promise<ReturnType<typeof pageAssets>>>();
  const assetsOf = (path: string) => {
    let asked = assetsAsked.get(path);
    if (!asked) {
      asked = worker.pageSource(path).then((source) => pageAssets(manifest, source));
      asked.catch(() => assetsAsked.delete(path));
      assetsAsked.set(path, asked);
    }
    return asked;
  };
  for (const path of [...serverRenderedPaths, eligibilityPagePath])
    assetsOf(path).catch((error: unknown) => app.log.warn({ err: error, path }, 'page renderer not ready'));

  const pages = createPublicPageCache({
    read: () => app.services.publicPages.content(),
    async render({ path, url, language, theme }, content) {
      const data = app.services.publicPages.pageData(content);
      const assets = await assetsOf(path);
      const renderedAt = Date.now();
      const html = await render({ url, language, theme, data, assets });
      if (html === null) return null;
      return { ...(await precompress(html)), renderedAt, changesAt: nextPhaseChange(data, renderedAt) };
    },
    changes: app.pageChanges,
    onError: (error, key) => app.log.error({ err: error, page: key }, 'public page not rendered'),
  });

  for (const path of serverRenderedPaths) {
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const { language, fromQuery } = pageLanguage(request);
      const url = pageUrl(path, request.query);
      const theme = pageTheme(request);
      let page: KeptPage | null;
      try {
        page = await pages.get(`${url} ${language} ${JSON.stringify(theme)}`, { path, url, language, theme });
      } catch {
        // Logged by the cache; the app renders the page instead.
        return sendApp(reply);
      }
      if (page === null) return sendApp(reply);
      if (fromQuery) {
        reply.header(
          'set-cookie',
          `${languageCookie}=${language}; Path=/; Max-Age=${preferenceCookieMaxAge}; SameSite=Lax`,
        );
      }
      return sendPage(reply, page);
    });
  }

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimit },
      (_request, body, done) => done(null, formFields(body as string)),
    );
    // The answer is the visitor's own: rendered for each post, never kept or stored.
    scope.post(
      eligibilityPagePath,
      { schema: { hide: true }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const { language } = pageLanguage(request);
        try {
          const eligibility = await app.services.publicPages.checkEligibility(request.body);
          const data = await app.services.publicPages.read();
          const html = await render({
            url: eligibilityPagePath,
            language,
            theme: pageTheme(request),
            data,
            assets: await assetsOf(eligibilityPagePath),
            eligibility,
          });
          if (html === null) return sendApp(reply);
          return reply
            .status(eligibility.problems.length > 0 ? 400 : 200)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('vary', pageVary)
            .send(html);
        } catch (error) {
          request.log.error({ err: error }, 'eligibility answer not rendered; the app renders the page instead');
          return sendApp(reply);
        }
      },
    );
    // Sign-in and sign-up posted without the app (decision 523): the API's answer, shown on the page. Never kept.
    for (const path of authFormPaths) {
      scope.post(path, { schema: { hide: true } }, async (request, reply) => {
        // Only this site's own page posts here: another site's form must not sign a visitor into its account.
        if (!postedFromThisSite(request)) throw forbidden();
        const { language } = pageLanguage(request);
        // The page's script asks for the form's part alone, to put in place (a few KB less on a paid line).
        const partOnly = request.headers[pagePartHeader] === 'content';
        try {
          const answer = await answerAuthForm(app, request, path, language);
          const html = await render({
            partOnly,
            url: pageUrl(path, request.query),
            language,
            theme: pageTheme(request),
            data: await app.services.publicPages.read(),
            assets: await assetsOf(path),
            auth: answer.outcome,
          });
          if (html === null) return sendApp(reply);
          if (answer.retryAfter) reply.header('retry-after', answer.retryAfter);
          if (partOnly) reply.header(pagePartHeader, 'content');
          return reply
            .status(answer.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('vary', pageVary)
            .send(html);
        } catch (error) {
          request.log.error({ err: error, path }, 'form answer not rendered; the app renders the page instead');
          return sendApp(reply);
        }
      });
    }
  });
}

/** A posted form is a few short answers. */
const formBodyLimit = 8 * 1024;

/** The fields of a form posted as `application/x-www-form-urlencoded`; a repeated name gives a list. */
export function formFields(body: string): Record<string, string | string[]> {
  // No prototype: a field named "__proto__" is just a field.
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : [before, value].flat();
  }
  return fields;
}

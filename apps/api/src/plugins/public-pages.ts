import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isLocale, type Locale, pickLocale } from '@portal/shared/locales';
import {
  cookieValue,
  languageCookie,
  type PublicPageAssets,
  type PublicPageRenderer,
  preferenceCookieMaxAge,
  serverRenderedPaths,
  themeCookie,
} from '@portal/shared/public-pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readPublicPageData } from '../modules/public-site/public-pages.service.ts';

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const enhancementEntry = 'src/public-page/enhance.ts';

/** The renderer the web build made for the server, next to the browser build: `apps/web/dist-ssr/`. */
export function rendererPath(webRoot: string): string {
  return join(dirname(webRoot), 'dist-ssr', 'render-public-page.js');
}

/** A chunk's CSS and that of every chunk it imports, first the imported ones (the order the browser applies). */
function cssOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((child) => cssOf(manifest, child, seen)), ...(chunk.css ?? [])];
}

export function pageAssets(manifest: Manifest, pageSource: string | undefined): PublicPageAssets {
  const css = [...new Set([...cssOf(manifest, 'index.html'), ...(pageSource ? cssOf(manifest, pageSource) : [])])];
  const enhancement = manifest[enhancementEntry];
  return {
    css: css.map((file) => `/${file}`),
    scripts: enhancement ? [`/${enhancement.file}`] : [],
    preload: (enhancement?.imports ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : [])),
  };
}

/** `?lang=` (a shared link, or the alternate links search engines follow), then the reader's cookie, then the browser. */
export function pageLanguage(request: FastifyRequest): { language: Locale; fromQuery: boolean } {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(query)) return { language: query, fromQuery: true };
  const cookie = cookieValue(request.headers.cookie, languageCookie);
  if (isLocale(cookie)) return { language: cookie, fromQuery: false };
  return { language: pickLocale(request.headers['accept-language']), fromQuery: false };
}

function parseTheme(raw: string | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The public pages rendered to HTML on the server (decision 007): a visitor reads them with no application
 * JavaScript. Without a renderer (web app not built with `npm run build`), or if rendering fails, the
 * single-page app serves them as before, so a visitor always gets the page.
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
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const { renderPublicPage, pageSource } = (await import(pathToFileURL(renderer).href)) as PublicPageRenderer;

  for (const path of serverRenderedPaths) {
    const assets = pageAssets(manifest, pageSource(path));
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const { language, fromQuery } = pageLanguage(request);
      let html: string | null;
      try {
        const data = await readPublicPageData(app.db);
        const theme = parseTheme(cookieValue(request.headers.cookie, themeCookie));
        html = renderPublicPage({ url: request.url, language, theme, data, assets });
      } catch (error) {
        request.log.error({ err: error, path }, 'public page not rendered; the app renders it instead');
        return sendApp(reply);
      }
      if (html === null) return sendApp(reply);
      if (fromQuery) {
        reply.header(
          'set-cookie',
          `${languageCookie}=${language}; Path=/; Max-Age=${preferenceCookieMaxAge}; SameSite=Lax`,
        );
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie')
        .send(html);
    });
  }
}

import { createHash } from 'node:crypto';
import { defaultThemeSettings, type ThemeSettings } from '@portal/shared/theme';
import type { FastifyInstance } from 'fastify';
import { type PrecompressedBody, precompress, sendPrecompressed } from '../lib/compression.ts';
import type { RenderWorker } from '../lib/render-worker.ts';
import { documentOnlyHeaders } from './security.ts';

/** Where the theme's stylesheet is served: `/theme/<digest of its text>.css`. */
export const themeStylesheetPath = '/theme/:file';

type Stylesheet = { file: string; body: PrecompressedBody };

const isDefaultTheme = (theme: ThemeSettings) => JSON.stringify(theme) === JSON.stringify(defaultThemeSettings);

/**
 * What a theme adds to every public page, the same on each (Mantine's layer order, the theme's CSS variables and
 * global classes: ~20 KB, ~3 KB compressed, a third of the landing page's bytes), as a stylesheet that browsers keep
 * a year, for the default theme: pages link it instead of carrying it (decision 573). A visitor who chose another
 * theme gets it inline, as before. Asked of the renderer once, when a page first needs it; its address carries a
 * digest of its text, so a new release's is another file. Answers the address of a theme's stylesheet, if it has one.
 */
export function registerThemeStylesheet(
  app: FastifyInstance,
  worker: Pick<RenderWorker, 'themeStylesheet'>,
): (theme: ThemeSettings) => Promise<string | undefined> {
  let asked: Promise<Stylesheet | undefined> | undefined;
  const stylesheet = (): Promise<Stylesheet | undefined> => {
    if (asked) return asked;
    const asking = worker.themeStylesheet(defaultThemeSettings).then(async (css) => {
      if (css === undefined) return undefined;
      const digest = createHash('sha256').update(css).digest('base64url').slice(0, 16);
      return { file: `${digest}.css`, body: await precompress(css) };
    });
    // A renderer without one answers undefined, kept; a failure is asked again, the pages meanwhile inline.
    asking.catch((error: unknown) => {
      if (asked === asking) asked = undefined;
      app.log.warn({ err: error }, 'theme stylesheet not made; the pages carry the theme inline');
    });
    asked = asking;
    return asking;
  };

  app.get<{ Params: { file: string } }>(themeStylesheetPath, { schema: { hide: true } }, async (request, reply) => {
    const found = await stylesheet().catch(() => undefined);
    if (!found || found.file !== request.params.file) return reply.callNotFound();
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable');
    // A stylesheet is no document: only the headers that act on what a page loads (plugins/security.ts).
    for (const name of documentOnlyHeaders) reply.removeHeader(name);
    return sendPrecompressed(reply, found.body);
  });

  return async (theme) => {
    if (!isDefaultTheme(theme)) return undefined;
    const found = await stylesheet().catch(() => undefined);
    return found && themeStylesheetPath.replace(':file', found.file);
  };
}

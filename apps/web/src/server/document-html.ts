import { mantineLayerOrder } from 'virtual:mantine-layer-order';
import { type Locale, locales } from '@portal/shared/locales';
import type { PublicPageAssets } from '@portal/shared/public-pages';
import type { ThemeSettings } from '@portal/shared/theme';
import type { TFunction } from 'i18next';
import { ogLocales } from '@/lib/og-locales';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

type DocumentInput = {
  body: string;
  language: Locale;
  settings: ThemeSettings;
  t: TFunction;
  assets: PublicPageAssets;
  /** The theme's stylesheet (render-public-page.tsx), which then holds the layer order; otherwise the order inline. */
  theme?: string;
  path: string;
  siteUrl: string;
};

/**
 * The page around the rendered markup: language, direction and colour scheme on <html>, the same title and
 * social-preview tags as the single-page app (src/lib/i18n.ts), links to the other languages, the order of Mantine's
 * cascade layers (before any stylesheet, as in index.html: decision 401; in the theme's stylesheet when the page
 * links one), the page's CSS, and only the small enhancement script (language switch, menu, countdown) — never the
 * application bundle.
 */
export function documentHtml({ body, language, settings, t, assets, theme, path, siteUrl }: DocumentInput): string {
  const title = escapeHtml(t('common:meta.title'));
  const description = escapeHtml(t('common:meta.description'));
  const alternates = locales
    .map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(`${siteUrl}${path}?lang=${lang}`)}" />`)
    .join('\n    ');
  const stylesheet = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`;
  // First the order of Mantine's cascade layers: in the theme's stylesheet, or inline.
  const styles = [
    theme ? stylesheet(theme) : `<style>${mantineLayerOrder}</style>`,
    ...assets.css.map(stylesheet),
  ].join('\n    ');
  const preloads = assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" />`);
  const scripts = assets.scripts
    .map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`)
    .join('\n    ');
  return `<!doctype html>
<html lang="${language}" dir="${settings.direction}" data-mantine-color-scheme="${settings.mode}" data-rendered-lang="${language}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="color-scheme" content="light dark" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:locale" content="${ogLocales[language]}" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    ${alternates}
    ${styles}
    <script src="/preload-settings.js"></script>
    ${scripts}
    ${preloads.join('\n    ')}
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>
`;
}

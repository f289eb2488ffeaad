// @vitest-environment node
// Builds the web app (src/test/production-build.ts) and renders every public page as the server serves it: each class a page's
// HTML uses must have its rules in the stylesheets that page links, with nothing loaded by the single-page app.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Radio } from '@mantine/core';
import { type PublicPageRenderInput, pageAssets, serverRenderedPaths } from '@portal/shared/public-pages';
import { describe, expect, it } from 'vitest';
import { productionBuild } from '@/test/production-build';
import { pageSource, renderPublicPage } from './render-public-page';
import { testRenderInput } from './test-page-data';

const built = productionBuild();

/** Mantine's class names that carry rules (some, such as keyframe names, carry none and need no stylesheet). */
const styledMantineClasses = (() => {
  const require = createRequire(import.meta.url);
  const sheets = ['@mantine/core/styles.css', '@mantine/notifications/styles.css'];
  const text = sheets.map((sheet) => readFileSync(require.resolve(sheet), 'utf8')).join('\n');
  return new Set([...text.matchAll(/\.(m_[0-9a-f]+)/g)].map(([, name]) => name));
})();

/** The classes that call for a stylesheet: Mantine's (`m_…`) and the app's CSS modules (`_name_hash_line`). */
function styledClasses(html: string): string[] {
  const names = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of list?.split(/\s+/) ?? []) {
      if (styledMantineClasses.has(name) || /^_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+$/.test(name)) names.add(name);
    }
  }
  return [...names].sort();
}

const eligibilityAnswers = {
  answers: { applicantType: 'pupil', system: 'gce', town: 'Dschang' },
  problems: [],
  result: { eligible: false, reasons: [{ code: 'averageTooLow', params: { average: 10.5, minimum: 12 } }] },
} satisfies PublicPageRenderInput['eligibility'];

const eligibilityProblems = {
  answers: { average: 'abc' },
  problems: [{ field: 'average', key: 'validation.invalidValue', params: {} }],
  result: null,
} satisfies PublicPageRenderInput['eligibility'];

/** Every page a visitor can land on, the eligibility page before and after an answer (right, refused, in error). */
const pages: Array<{ name: string; input: Partial<PublicPageRenderInput> }> = [
  ...serverRenderedPaths.map((path) => ({ name: path, input: { url: path } })),
  { name: '/?step=3', input: { url: '/?step=3' } },
  {
    name: '/eligibility, eligible',
    input: { url: '/eligibility', eligibility: { answers: {}, problems: [], result: { eligible: true, reasons: [] } } },
  },
  { name: '/eligibility, not eligible', input: { url: '/eligibility', eligibility: eligibilityAnswers } },
  { name: '/eligibility, answers to correct', input: { url: '/eligibility', eligibility: eligibilityProblems } },
];

function renderAsServed(input: Partial<PublicPageRenderInput>) {
  const path = new URL(input.url ?? '/', 'http://localhost').pathname;
  const assets = pageAssets(built.manifest, pageSource(path));
  const html = renderPublicPage(testRenderInput({ ...input, assets, theme: { mode: 'dark' } }));
  if (html === null) throw new Error(`${path} not rendered`);
  const css = assets.css.map((href) => readFileSync(join(built.outDir, href), 'utf8')).join('\n');
  return { html, css, assets };
}

describe('the stylesheets each server-rendered page links', () => {
  it.each(pages)('hold a rule for every styled class of $name', ({ input }) => {
    const { html, css } = renderAsServed(input);
    const classes = styledClasses(html);
    expect(classes.length).toBeGreaterThan(10);
    const missing = classes.filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
    expect(missing).toEqual([]);
  });

  it('declare the order of Mantine’s layers before any stylesheet, and use no layer that order leaves out', () => {
    const { html, css } = renderAsServed({ url: '/eligibility' });
    const head = html.slice(0, html.indexOf('</head>'));
    const order = /<style>(@layer [^<]*;)<\/style>/.exec(head);
    expect(order, 'the @layer statement').not.toBeNull();
    expect(head.indexOf(order?.[0] ?? '')).toBeLessThan(head.indexOf('rel="stylesheet"'));
    const declared = new Set(order?.[1]?.slice('@layer '.length, -1).split(/,\s*/));
    const used = new Set([...css.matchAll(/@layer\s+(mantine\.[\w-]+)\s*\{/g)].map(([, layer]) => layer));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((layer) => !declared.has(layer!))).toEqual([]);
    // Mantine's parts before what is built on them: the radio's own rules win over the input's.
    const position = (layer: string) => [...declared].indexOf(layer);
    expect(position('mantine.UnstyledButton')).toBeLessThan(position('mantine.Tabs'));
    expect(position('mantine.Input')).toBeLessThan(position('mantine.Radio'));
  });

  it('check the radios of the eligibility page, drawn as huge discs while their stylesheet was missing', () => {
    const { html } = renderAsServed({ url: '/eligibility' });
    expect(styledClasses(html)).toEqual(expect.arrayContaining([Radio.classes.radio, Radio.classes.icon]));
  });
});

import { describe, expect, it } from 'vitest';

/** Every catalog a French or Italian reader sees words of: the app's, the shared package's and the server's. */
const catalogs = import.meta.glob<Record<string, unknown>>(
  [
    './{fr,it}/*.json',
    '../../../../packages/shared/src/locales/{fr,it}/*.json',
    '../../../api/src/locales/{fr,it}/*.json',
  ],
  { eager: true, import: 'default' },
);

function* messages(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* messages(inner, `${path}.${key}`);
}

const all = () =>
  Object.entries(catalogs).flatMap(([file, catalog]) => [
    ...messages(catalog, file.replace(/^(?:.*locales\/|\.\/)/, '').replace(/\.json$/, '')),
  ]);
/** Words addressed to the applicant; the committee's variants (`_committee`) speak of them in the third person. */
const toReader = () => all().filter(([path]) => !path.includes('_committee'));

describe('French and Italian words', () => {
  it('read all three catalogs', () => {
    const files = new Set(all().map(([path]) => path.split('.')[0] ?? path));
    expect([...files].some((file) => file.startsWith('fr/'))).toBe(true);
    expect(files.size).toBeGreaterThan(60);
  });

  it('use the typographic apostrophe (’), never the straight one, outside markup', () => {
    const straight = all().filter(([, text]) => text.replace(/<[^>]*>/g, '').includes("'"));
    expect(straight.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it('never give the reader a gender: no "vous êtes inscrit", "sarai contattato", "boursier"', () => {
    const gendered = [
      /\bvous (?:êtes|serez|étiez)(?: \w+)? \w+(?:é|i|u|s|t)\b(?![e’])/i,
      /\b(?:ti sei|sei|sarai|verrai)(?: già| ancora)? \w+(?:to|so)\b/i,
      /\bvotre place de boursier\b/i,
      /\b(?:au|al) candidat(?:o)? successivo\b|\bau candidat suivant\b/i,
    ];
    const epicene = /\bvous êtes (?:responsable|hors)\b|\bvous serez de nouveau\b/i;
    const found = toReader().filter(([, text]) => !epicene.test(text) && gendered.some((rule) => rule.test(text)));
    expect(found.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it('name the dashboard with one word in Italian, in the menu as on the page', () => {
    const named = Object.fromEntries(all());
    expect(named['it/dashboard.title']).toBe('Bacheca');
    expect(named['it/shell.nav.dashboard']).toBe(named['it/dashboard.title']);
  });
});

import { describe, expect, it } from 'vitest';

const catalogs = import.meta.glob<Record<string, unknown>>(
  ['./fr/*.json', '../../../../packages/shared/src/locales/fr/*.json'],
  { eager: true, import: 'default' },
);

/** Values that are figures or dates: "de 650 000 FCFA", "du 12 janv. 2026" read right. */
const figures = new Set([
  'count',
  'min',
  'max',
  'allowance',
  'page',
  'current',
  'total',
  'days',
  'hours',
  'minutes',
  'seconds',
  'start',
  'end',
  'average',
  'grade',
  'day',
  'limit',
  'date',
  'deadline',
  'amount',
]);

function* messages(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* messages(inner, `${path}.${key}`);
}

describe('French messages', () => {
  it('never put "de", "le", "que"… before a name that may begin with a vowel ("de Aminatou")', () => {
    const wrong: string[] = [];
    for (const [file, catalog] of Object.entries(catalogs))
      for (const [path, text] of messages(catalog, file))
        for (const match of text.matchAll(/\b(de|le|la|que|ne|je|me|te|se|ce|du) \{\{(\w+)\}\}/gi))
          if (!figures.has(match[2]!)) wrong.push(`${path}: ${text}`);
    expect(wrong).toEqual([]);
  });
});

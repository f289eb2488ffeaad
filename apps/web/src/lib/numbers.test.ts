import { describe, expect, it } from 'vitest';
import { formatNumber, numberText, parseNumber } from './numbers';

describe('parseNumber', () => {
  it.each([
    ['fr', '350 000', 350000],
    ['fr', '350\u202f000', 350000],
    ['fr', '350\u00a0000', 350000],
    ['fr', '13,45', 13.45],
    ['fr', '13.45', 13.45],
    ['fr', '1.500', 1500],
    ['it', '350 000', 350000],
    ['it', '350.000', 350000],
    ['it', '13,45', 13.45],
    ['en', '350,000', 350000],
    ['en', '350 000', 350000],
    ['en', '13.45', 13.45],
    ['en', '-2', -2],
    ['fr', ' 7 ', 7],
  ])('reads %s "%s" as %d', (locale, text, value) => {
    expect(parseNumber(text, locale)).toBe(value);
  });

  it('reads an empty input as null', () => {
    expect(parseNumber('', 'fr')).toBeNull();
    expect(parseNumber('  ', 'en')).toBeNull();
  });

  it.each([
    ['en', '13,45'],
    ['fr', '13,4,5'],
    ['fr', 'douze'],
    ['en', '1,00,000'],
    ['it', '12a'],
  ])('refuses %s "%s"', (locale, text) => {
    expect(parseNumber(text, locale)).toBeUndefined();
  });
});

describe('formatNumber', () => {
  it('writes a score and a sum the way each reader does', () => {
    expect(formatNumber(56.38, 'fr', 'score')).toBe('56,38');
    expect(formatNumber(56.38, 'it', 'score')).toBe('56,38');
    expect(formatNumber(56.38, 'en', 'score')).toBe('56.38');
    expect(formatNumber(350000, 'fr').replace(/\s/g, ' ')).toBe('350 000');
    expect(formatNumber(350000, 'en', 'francs')).toBe('350,000 FCFA');
  });

  it('shows what it reads back the same', () => {
    for (const locale of ['fr', 'it', 'en']) {
      for (const value of [0, 13.45, 350000, 1234567.5])
        expect(parseNumber(numberText(value, locale), locale)).toBe(value);
    }
  });
});

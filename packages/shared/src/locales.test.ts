import { describe, expect, it } from 'vitest';
import { pickLocale } from './locales.ts';

describe('pickLocale', () => {
  it('takes the best supported language of Accept-Language, else English', () => {
    expect(pickLocale('fr-CH,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(pickLocale('de-CH,de;q=0.9,it;q=0.5')).toBe('it');
    expect(pickLocale('en;q=0.2,it;q=0.9')).toBe('it');
    expect(pickLocale('de')).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
    expect(pickLocale('fr;q=0')).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { cookieValue } from './public-pages';

describe('cookieValue', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(cookieValue('a=1; portal.theme=%7B%22mode%22%3A%22dark%22%7D; b=2', 'portal.theme')).toBe('{"mode":"dark"}');
    expect(cookieValue('portal.lang=fr', 'portal.lang')).toBe('fr');
    expect(cookieValue('x=a=b', 'x')).toBe('a=b');
  });

  it('answers undefined when absent, empty or malformed', () => {
    expect(cookieValue(undefined, 'portal.lang')).toBeUndefined();
    expect(cookieValue('', 'portal.lang')).toBeUndefined();
    expect(cookieValue('xportal.lang=fr', 'portal.lang')).toBeUndefined();
    expect(cookieValue('portal.lang=%E0%A4%A', 'portal.lang')).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from './use-format-date';

const browserLanguages = (languages: string[]) =>
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => vi.restoreAllMocks());

describe('dates in the reader’s format', () => {
  it('shows a birth date as the same day in every language, never as an ISO string', () => {
    expect(formatDate('2004-06-05', 'en')).toBe('Jun 5, 2004');
    expect(formatDate('2004-06-05', 'fr')).toBe('5 juin 2004');
    expect(formatDate('2004-06-05', 'it')).toBe('5 giu 2004');
  });

  it('shows instants with their time, and leaves out what is missing', () => {
    expect(formatDateTime('2026-11-23T10:00:00.000Z', 'fr')).toMatch(/^2[34] nov\. 2026,? \d{2}:\d{2}$/);
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('follow the browser’s variant of the chosen language: a British reader of English gets British dates', () => {
    browserLanguages(['en-GB', 'fr']);
    expect(formatDate('2004-06-05', 'en')).toBe('5 Jun 2004');
    expect(formatDateTime('2026-11-23T10:00:00.000Z', 'en')).toMatch(/^23 Nov 2026, \d{2}:\d{2}$/);
    // A variant of another language leaves the chosen one as it is.
    expect(formatDate('2004-06-05', 'it')).toBe('5 giu 2004');
  });
});

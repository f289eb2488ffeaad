// @vitest-environment node

import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { reasonText } from './reason-text';

const reviewCatalog = new URL('../../../../../packages/shared/src/locales/fr/review.json', import.meta.url);
const review = JSON.parse(readFileSync(reviewCatalog, 'utf8')) as { eligibility: Record<string, string> };

const i18n = i18next.createInstance();
await i18n.init({ lng: 'fr', resources: { fr: { review } }, interpolation: { escapeValue: false } });

describe('a stored reason for not being eligible', () => {
  it('is worded in the reader’s language from its code and figures', () => {
    const stored = JSON.stringify({ code: 'averageTooLow', params: { average: 10.5, minimum: 12 } });
    expect(reasonText(i18n.t, stored)).toContain('10.5');
    expect(reasonText(i18n.t, stored)).toContain('12');
    expect(reasonText(i18n.t, 'placeMissing')).toBe(review.eligibility.placeMissing);
  });

  it('is shown as it is when it is a sentence rather than a code', () => {
    expect(reasonText(i18n.t, 'Dossier incomplet')).toBe('Dossier incomplet');
    expect(reasonText(i18n.t, '{"code":"unknown"}')).toBe('{"code":"unknown"}');
  });
});

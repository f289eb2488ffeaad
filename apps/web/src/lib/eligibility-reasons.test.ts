// @vitest-environment node

import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { reasonText } from './eligibility-reasons';

const reviewCatalog = new URL('../../../../packages/shared/src/locales/fr/review.json', import.meta.url);
const review = JSON.parse(readFileSync(reviewCatalog, 'utf8')) as { eligibility: Record<string, string> };

const i18n = i18next.createInstance();
await i18n.init({ lng: 'fr', resources: { fr: { review } }, interpolation: { escapeValue: false } });

describe('a stored reason for not being eligible', () => {
  it('is worded in the reader’s language from its code and figures, numbers and days in their format', () => {
    const reason = { code: 'averageTooLow', params: { average: 10.5, minimum: 12 } };
    expect(reasonText(i18n.t, JSON.stringify(reason), 'fr')).toBe(
      review.eligibility.averageTooLow!.replace('{{average}}', '10,5').replace('{{minimum}}', '12'),
    );
    // The trail keeps the rule's object itself.
    expect(reasonText(i18n.t, reason, 'fr')).toContain('10,5');
    expect(reasonText(i18n.t, { code: 'tooOld', params: { age: 24, limit: 24, day: '2026-10-01' } }, 'fr')).toContain(
      '1 oct. 2026',
    );
    expect(reasonText(i18n.t, 'placeMissing')).toBe(review.eligibility.placeMissing);
  });

  it('is shown as it is when it is a sentence rather than a code, and never as an object', () => {
    expect(reasonText(i18n.t, 'Dossier incomplet')).toBe('Dossier incomplet');
    expect(reasonText(i18n.t, '{"code":"unknown"}')).toBe('{"code":"unknown"}');
    expect(reasonText(i18n.t, { code: 'unknown' })).toBe('');
  });
});

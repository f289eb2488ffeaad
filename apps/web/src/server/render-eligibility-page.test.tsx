// @vitest-environment node

import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderPublicPage } from './render-public-page';
import { testRenderInput } from './test-page-data';

function render(overrides: Parameters<typeof testRenderInput>[0]) {
  const html = renderPublicPage(testRenderInput({ url: '/eligibility', ...overrides }));
  if (html === null) throw new Error('not rendered');
  return new JSDOM(html).window.document;
}

describe('the eligibility page rendered on the server', () => {
  it('is a plain form posted to the server, every answer labelled', () => {
    const document = render({});
    const form = document.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/eligibility');
    for (const name of ['achievedCredits', 'totalCredits', 'average', 'bacGrade', 'birthDate', 'town', 'university']) {
      const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      expect(input, name).not.toBeNull();
      expect(document.querySelector(`label[for="${input?.id}"]`)?.textContent, name).toBeTruthy();
    }
    expect(document.querySelectorAll('input[name="applicantType"][type="radio"]')).toHaveLength(2);
    expect(document.querySelectorAll('select[name="gceGrades"]')).toHaveLength(5);
    expect(document.querySelector('[role="status"], [role="alert"]')).toBeNull();
  });

  it('shows every reason in the reader’s language, the answers typed, and a link to sign up', () => {
    const document = render({
      language: 'fr',
      eligibility: {
        answers: { applicantType: 'student', average: '10,5', town: 'Bafoussam' },
        problems: [],
        result: {
          eligible: false,
          reasons: [
            { code: 'averageTooLow', params: { average: 10.5, minimum: 12 } },
            { code: 'placeNotAccepted', params: { place: 'Bafoussam', places: 'Dschang, Menoua' } },
          ],
        },
      },
    });
    const verdict = document.querySelector('[role="status"]');
    expect(verdict?.textContent).toContain('Vous ne semblez pas éligible');
    expect([...(verdict?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toHaveLength(2);
    expect(verdict?.textContent).toContain('10.5');
    expect(verdict?.querySelector('a[href="/auth/sign-up"]')).not.toBeNull();
    expect(document.querySelector<HTMLInputElement>('input[name="average"]')?.value).toBe('10,5');
    expect(document.querySelector<HTMLInputElement>('input[value="student"]')?.checked).toBe(true);
  });

  it('names each field to correct, with its message, linked to it', () => {
    const document = render({
      eligibility: {
        answers: { average: 'abc' },
        problems: [
          { field: 'average', key: 'validation.invalidValue', params: {} },
          { field: 'achievedCredits', key: 'validation.max', params: { max: 60 } },
        ],
        result: null,
      },
    });
    const alert = document.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Annual average (out of 20): Invalid value');
    expect(alert?.textContent).toContain('Credits earned this year: Must be less than or equal to 60');
    expect(alert?.querySelector('a')?.getAttribute('href')).toBe('#answer-average');
    const average = document.querySelector<HTMLInputElement>('#answer-average');
    expect(average?.getAttribute('aria-invalid')).toBe('true');
  });

  it('says a visitor who meets every condition may apply', () => {
    const document = render({
      language: 'it',
      eligibility: { answers: {}, problems: [], result: { eligible: true, reasons: [] } },
    });
    expect(document.querySelector('[role="status"]')?.textContent).toContain('Sembri ammissibile');
  });
});

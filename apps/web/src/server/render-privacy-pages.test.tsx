// @vitest-environment node

import { privacyNotice, processingActivities } from '@portal/shared/privacy-notice';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderPublicPage } from './render-public-page';
import { testRenderInput } from './test-page-data';

function render(overrides: Parameters<typeof testRenderInput>[0]) {
  const html = renderPublicPage(testRenderInput(overrides));
  if (html === null) throw new Error('not rendered');
  return new JSDOM(html).window.document;
}

const headings = (document: Document, level: string) =>
  [...document.querySelectorAll(level)].map((heading) => heading.textContent);

describe('the privacy page rendered on the server', () => {
  it.each([
    ['en', 'Privacy notice', 'Version 1, in force since Nov 28, 2026', 'The transfer to Switzerland', 'Complain'],
    [
      'fr',
      'Politique de confidentialité',
      'Version 1, en vigueur depuis le 28 nov. 2026',
      'Le transfert vers la Suisse',
      'Porter plainte',
    ],
    [
      'it',
      'Informativa sulla privacy',
      'Versione 1, in vigore dal 28 nov 2026',
      'Il trasferimento in Svizzera',
      'Presentare un reclamo',
    ],
  ] as const)(
    'tells in %s what is held, why, how long, who sees it, the transfer and each right, with its version',
    (language, title, version, transfer, complaint) => {
      expect(privacyNotice).toMatchObject({ version: '1', date: '2026-11-28' });
      const document = render({ url: '/about/privacy', language });
      expect(headings(document, 'h1')).toEqual([title]);
      expect(document.body.textContent).toContain(version);
      expect(headings(document, 'h2')).toContain(transfer);
      const activities = document.querySelectorAll('section[aria-labelledby^="privacy-"] > div dl');
      expect(activities).toHaveLength(processingActivities.length);
      // Each activity answers the same questions, with the retention years of the settings' defaults.
      for (const list of activities) expect(list.querySelectorAll('dt')).toHaveLength(7);
      expect(document.body.textContent).toMatch(
        language === 'en' ? /5 years after their session closed/ : /5 (ans|anni)/,
      );
      expect(headings(document, 'h3')).toContain(complaint);
      // Who to write to: the programme's contact details.
      expect(document.querySelector('a[href="mailto:contact@example.org"]')).not.toBeNull();
    },
  );
});

describe('the sign-up page’s privacy notice box, rendered on the server', () => {
  const box = (document: Document) =>
    document.querySelector<HTMLInputElement>('input[type="checkbox"][name="privacyNoticeVersion"]');

  it('is a labelled, required box sending the version shown, beside a link opening the notice in a new tab', () => {
    const document = render({ url: '/auth/sign-up' });
    const input = box(document);
    expect(input?.value).toBe(privacyNotice.version);
    expect(input?.checked).toBe(false);
    expect(input?.required).toBe(true);
    expect(document.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe(
      'I have read the privacy notice and accept it',
    );
    const link = document.querySelector('a[href="/about/privacy"][target="_blank"]');
    expect(link?.textContent).toBe('Read the privacy notice (opens in a new tab)');
    expect(link?.getAttribute('rel')).toBe('noopener');
    expect(input?.getAttribute('aria-describedby')).toContain(link?.parentElement?.id);
  });

  it('comes back ticked after a post that was refused for another field', () => {
    const document = render({
      url: '/auth/sign-up',
      auth: {
        values: { username: 'ama', privacyNoticeVersion: privacyNotice.version },
        error: {
          status: 409,
          code: 'CONFLICT',
          message: 'taken',
          fieldErrors: [{ field: 'username', code: 'accounts.usernameTaken', message: 'taken' }],
        },
      },
    });
    expect(box(document)?.checked).toBe(true);
  });

  it('says on the box, in the reader’s language, that it must be ticked', () => {
    const message = 'Cochez la case pour accepter la politique de confidentialité';
    const document = render({
      url: '/auth/sign-up',
      language: 'fr',
      auth: {
        values: { privacyNoticeVersion: '' },
        error: {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'invalid',
          fieldErrors: [{ field: 'privacyNoticeVersion', code: 'validation.privacyNoticeRequired', message }],
        },
      },
    });
    const input = box(document);
    expect(input?.checked).toBe(false);
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(String(input?.getAttribute('aria-describedby')).split(' ').at(-1) ?? '')?.textContent,
    ).toBe(message);
  });
});

import { privacyNotice } from '@portal/shared/privacy-notice';
import type { Mail } from '../../src/lib/mailer.ts';

/** The first link of a mail's plain text that contains `path`, and its token. */
export function linkIn(mail: Mail | undefined, path: string): { link: string; token: string } {
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`no ${path} link in mail`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error('no token in link');
  return { link, token };
}

export const signUpBody = (suffix: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: `ada${suffix}`,
  email: `ada${suffix}@example.org`,
  password: 'analytical engine 1843',
  confirmPassword: 'analytical engine 1843',
  privacyNoticeVersion: privacyNotice.version,
  ...overrides,
});

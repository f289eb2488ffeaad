import type { Locale } from '@portal/shared/locales';
import { apiBase } from './api-url';
import { authStore, updateAuthUser } from './auth-store';

let sending: Locale | null = null;

/**
 * Tells the server the language a signed-in person reads now, so the mails they receive are written in it.
 * A quiet background call: a plain fetch rather than apiRequest, so that a stale token never sends a visitor of
 * a public page to the sign-in screen; a failure is tried again at the next start or change of language.
 */
export async function saveAccountLocale(locale: Locale): Promise<void> {
  const { token, user } = authStore.get();
  if (!token || !user || user.locale === locale || sending === locale) return;
  sending = locale;
  try {
    const response = await fetch(`${apiBase}/users/locale`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ locale }),
    });
    if (response.ok && authStore.get().token === token) updateAuthUser({ locale });
  } catch {
    // Offline: the language is sent again next time.
  } finally {
    sending = null;
  }
}

import { waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, endSession, setAuth } from './auth-store';
import { i18n, initI18n } from './i18n';

const person = { id: 7, firstName: 'Aminatou', lastName: 'Bello', username: 'aminatou', email: 'a@example.org' };

function stubServer() {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), init });
      return Response.json({ data: {} });
    }),
  );
  return calls;
}

const localeCalls = <C extends { url: string }>(calls: C[]) => calls.filter((call) => call.url === '/api/users/locale');

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(async () => {
  endSession('signed-out');
  await i18n.changeLanguage('en');
});

describe('the language of a signed-in person', () => {
  it('is sent to the server when they change it, so their mails follow', async () => {
    const calls = stubServer();
    setAuth('token-1', { ...person, role: 'STUDENT', locale: 'en' });
    await i18n.changeLanguage('fr');
    await waitFor(() => expect(localeCalls(calls)).toHaveLength(1));
    const [call] = localeCalls(calls);
    expect(call?.init.method).toBe('PUT');
    expect(call?.init.body).toBe(JSON.stringify({ locale: 'fr' }));
    expect(new Headers(call?.init.headers).get('Authorization')).toBe('Bearer token-1');
    await waitFor(() => expect(authStore.get().user?.locale).toBe('fr'));
  });

  it('is sent when someone signs in reading another language than their account’s', async () => {
    const calls = stubServer();
    await i18n.changeLanguage('it');
    setAuth('token-2', { ...person, role: 'ADMIN', locale: 'en' });
    await waitFor(() => expect(localeCalls(calls)).toHaveLength(1));
    expect(localeCalls(calls)[0]?.init.body).toBe(JSON.stringify({ locale: 'it' }));
  });

  it('is not sent for visitors, nor when the account already has it', async () => {
    const calls = stubServer();
    await i18n.changeLanguage('fr');
    setAuth('token-3', { ...person, role: 'STUDENT', locale: 'fr' });
    await i18n.changeLanguage('fr');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localeCalls(calls)).toEqual([]);
  });
});

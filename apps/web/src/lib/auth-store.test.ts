import { afterEach, describe, expect, it } from 'vitest';
import { authStore, endSession, setAuth } from './auth-store';

const user = { id: 1, firstName: 'Ada', lastName: 'N', username: 'ada', email: 'a@x.cm', role: 'STUDENT' as const };

function storageEvent(newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key: 'portal.auth', newValue }));
}

afterEach(() => authStore.set({ token: null, user: null }));

describe('the sign-in of this browser', () => {
  it('keeps the token and user in storage, and forgets them with the reason when the session ends', () => {
    setAuth('t0k', user);
    expect(JSON.parse(localStorage.getItem('portal.auth') ?? 'null')).toEqual({ token: 't0k', user });
    endSession('signed-out-everywhere');
    expect(authStore.get()).toEqual({ token: null, user: null, ended: 'signed-out-everywhere' });
    expect(localStorage.getItem('portal.auth')).toBeNull();
  });

  it('follows a sign-out made in another tab, so a shared phone is not left signed in', () => {
    setAuth('t0k', user);
    storageEvent(null);
    expect(authStore.get()).toEqual({ token: null, user: null, ended: 'signed-out' });
  });

  it('follows a sign-in made in another tab, and ignores unrelated or corrupt values', () => {
    storageEvent(JSON.stringify({ token: 'other', user }));
    expect(authStore.get()).toEqual({ token: 'other', user });
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal.theme', newValue: null }));
    expect(authStore.get().token).toBe('other');
    storageEvent('{not json');
    expect(authStore.get().ended).toBe('signed-out');
  });
});

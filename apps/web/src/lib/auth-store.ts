import type { UserRole } from '@portal/shared/enums';
import type { PrivacyNoticeStatus } from '@portal/shared/privacy-notice';
import { createStore, useStore } from './create-store';
import { adoptApplicationData, forgetApplicationData } from './device-data';
import { readStored, storagePrefix, writeStored } from './storage';

/** Who is signed in, as the sign-in answered. */
export type AuthUser = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  role: UserRole;
  avatar?: string | null;
  /** The language the server writes this person's mails in. */
  locale?: string;
  /** The privacy notice accepted and the one in force (absent from a sign-in kept since before notices had versions). */
  privacyNotice?: PrivacyNoticeStatus;
};

/**
 * Why a sign-in ended, so the next screen can say it: the server refused the token, the person signed out here or
 * on every device, or deleted the account. Kept in memory only: a reload without a session simply asks to sign in.
 */
export const sessionEndings = [
  'session-expired',
  'account-disabled',
  'signed-out',
  'signed-out-everywhere',
  'account-deleted',
] as const;
export type SessionEnding = (typeof sessionEndings)[number];

export type AuthState = { token: string | null; user: AuthUser | null; ended?: SessionEnding };

const storageKey = 'auth';
const signedOut: AuthState = { token: null, user: null };

function fromStored(stored: unknown): AuthState {
  const value = stored as Partial<AuthState> | null;
  if (!value || typeof value.token !== 'string' || !value.user || typeof value.user !== 'object') return signedOut;
  return { token: value.token, user: value.user as AuthUser };
}

export const authStore = createStore<AuthState>(fromStored(readStored(storageKey)), (state) =>
  writeStored(storageKey, state.token ? { token: state.token, user: state.user } : null),
);

/** Both a token and a user are needed to count as signed in. */
export function isAuthenticated(state: AuthState): boolean {
  return Boolean(state.token && state.user);
}

export function useAuth() {
  const state = useStore(authStore);
  return { ...state, authenticated: isAuthenticated(state) };
}

export function setAuth(token: string, user: AuthUser): void {
  adoptApplicationData(user.id);
  authStore.set({ token, user });
}

/** After a profile change the stored user is refreshed locally (the header shows the new name at once). */
export function updateAuthUser(patch: Partial<AuthUser>): void {
  authStore.set((state) => (state.user ? { ...state, user: { ...state.user, ...patch } } : state));
}

const resetListeners = new Set<() => void>();

/**
 * Sign-in, sign-up, verify, reset and forgot-password screens register here to drop their state on sign-out:
 * `useEffect(() => onResetAuthFlows(() => form.reset()), [])`.
 */
export function onResetAuthFlows(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

/**
 * A sign-in that ended without its owner choosing it (the server refused the token: it expired, or was ended from
 * another device) keeps the owner's drafts for their next sign-in here: a draft saved offline is not lost because
 * the connection came back a day later. Another person signing in finds none of it (`setAuth`).
 */
const keepsApplicationData: readonly SessionEnding[] = ['session-expired'];

/**
 * Forgets the token and user of this browser, and (but for an expired sign-in) what the person left of their
 * applications on the device; the signed-in guard then leaves for the screen the reason calls for.
 */
export function endSession(reason: SessionEnding): void {
  if (!keepsApplicationData.includes(reason)) void forgetApplicationData();
  authStore.set({ ...signedOut, ended: reason });
  for (const listener of resetListeners) listener();
}

/**
 * Other tabs of this browser follow a sign-in or sign-out made in one of them: on a phone shared by several students,
 * signing out in one tab must not leave another tab signed in.
 */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== `${storagePrefix}${storageKey}`) return;
  let stored: unknown = null;
  try {
    stored = event.newValue ? JSON.parse(event.newValue) : null;
  } catch {
    // Corrupt value: treated as signed out.
  }
  const next = fromStored(stored);
  if (next.token === authStore.get().token) return;
  if (next.token) authStore.set(next);
  else endSession('signed-out');
}

if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs);

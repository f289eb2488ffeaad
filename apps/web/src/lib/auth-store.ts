import { createStore, useStore } from './create-store';
import { readStored, writeStored } from './storage';

/** Loose for now: the accounts issue replaces it with the shared zod user type. */
export type AuthUser = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  role: 'ADMIN' | 'STUDENT';
  avatar?: string | null;
  /** The language the server writes this person's mails in. */
  locale?: string;
};

export type AuthState = { token: string | null; user: AuthUser | null };

const storageKey = 'auth';
const signedOut: AuthState = { token: null, user: null };

function restore(): AuthState {
  const stored = readStored(storageKey) as Partial<AuthState> | null;
  if (!stored || typeof stored.token !== 'string' || !stored.user || typeof stored.user !== 'object') return signedOut;
  return { token: stored.token, user: stored.user as AuthUser };
}

export const authStore = createStore<AuthState>(restore(), (state) =>
  writeStored(storageKey, state.token ? state : null),
);

/** Both a token and a user are needed to count as signed in (spec section 2). */
export function isAuthenticated(state: AuthState): boolean {
  return Boolean(state.token && state.user);
}

export function useAuth() {
  const state = useStore(authStore);
  return { ...state, authenticated: isAuthenticated(state) };
}

export function setAuth(token: string, user: AuthUser): void {
  authStore.set({ token, user });
}

/** After a profile change the stored user is refreshed locally (spec section 4). */
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

export function clearAuth(): void {
  authStore.set(signedOut);
  for (const listener of resetListeners) listener();
}

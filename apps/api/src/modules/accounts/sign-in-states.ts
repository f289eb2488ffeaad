import type { usersRepository } from './users.repository.ts';
import { usersChangeCount } from './users-changes.ts';

export type SignInState = Awaited<ReturnType<typeof usersRepository.signInState>>;

/**
 * Each signed-in request needs its user's sign-in state (active, token version, role): one query each, a quarter of
 * a signed-in read's time (decision 502). A state is kept while no user's row has changed since its query began, for
 * at most `maxAgeMs`: a deactivation, a password change or a sign-out through this server ends the person's tokens at
 * once, as before; the age bounds what another process writing the same database (`psql`) can leave unseen.
 */
export function createSignInStates(
  read: (userId: number) => Promise<SignInState>,
  { maxAgeMs = 5000, maxEntries = 10_000 } = {},
) {
  const kept = new Map<number, { state: SignInState; changes: number; at: number }>();
  return {
    async get(userId: number): Promise<SignInState> {
      const now = Date.now();
      const entry = kept.get(userId);
      if (entry && entry.changes === usersChangeCount() && now - entry.at < maxAgeMs) {
        // Last in the Map's order: the least recently read is the first to go.
        kept.delete(userId);
        kept.set(userId, entry);
        return entry.state;
      }
      const changes = usersChangeCount();
      const state = await read(userId);
      kept.delete(userId);
      // The least recently read goes first (a Map keeps insertion order).
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as number);
      kept.set(userId, { state, changes, at: now });
      return state;
    },
  };
}
export type SignInStates = ReturnType<typeof createSignInStates>;

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSignInStates, type SignInState } from './sign-in-states.ts';
import { markUsersChanged } from './users-changes.ts';

const state = (tokenVersion: number, id = 7): NonNullable<SignInState> => ({
  id,
  role: 'STUDENT',
  username: 'ama',
  email: 'ama@example.org',
  active: true,
  tokenVersion,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('kept sign-in states', () => {
  it('reads a user once, then again after any change of users', async () => {
    const read = vi.fn(async () => state(0));
    const states = createSignInStates(read);
    expect(await states.get(7)).toEqual(state(0));
    expect(await states.get(7)).toEqual(state(0));
    expect(read).toHaveBeenCalledTimes(1);
    markUsersChanged();
    await states.get(7);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a state whose reading overlapped a change (the change may not have committed yet)', async () => {
    let finish: (value: SignInState) => void = () => {};
    const read = vi.fn(() => new Promise<SignInState>((resolve) => (finish = resolve)));
    const states = createSignInStates(read);
    const reading = states.get(7);
    // A password change runs its statement while the read is under way, and answers after it.
    markUsersChanged();
    finish(state(0));
    expect(await reading).toEqual(state(0));
    read.mockResolvedValue(state(1));
    expect(await states.get(7)).toEqual(state(1));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again after maxAgeMs, for changes made by another process', async () => {
    vi.useFakeTimers();
    const read = vi.fn(async () => state(0));
    const states = createSignInStates(read, { maxAgeMs: 5000 });
    await states.get(7);
    vi.advanceTimersByTime(4999);
    await states.get(7);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await states.get(7);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries users, the least recently read going first', async () => {
    const read = vi.fn(async (id: number) => state(0, id));
    const states = createSignInStates(read, { maxEntries: 2 });
    await states.get(1);
    await states.get(2);
    await states.get(1);
    await states.get(3);
    expect(read).toHaveBeenCalledTimes(3);
    await states.get(1);
    expect(read).toHaveBeenCalledTimes(3);
    await states.get(2);
    expect(read).toHaveBeenCalledTimes(4);
  });
});

import { describe, expect, it } from 'vitest';
import { createTaskLimit, hashPassword, passwordHashing, verifyPassword } from './passwords.ts';

/** A task that ends only when told. */
function held() {
  let finish: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve('done');
    fail = reject;
  });
  return { task: () => done, finish, fail };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('a task limit', () => {
  it('runs at most its limit at once, the others in arrival order as places free', async () => {
    const limit = createTaskLimit(2);
    const tasks = [held(), held(), held(), held()];
    const started: number[] = [];
    const results = tasks.map((held, index) =>
      limit.run(() => {
        started.push(index);
        return held.task();
      }),
    );
    await turn();
    expect(started).toEqual([0, 1]);
    expect([limit.running, limit.waiting]).toEqual([2, 2]);
    tasks[1]!.finish();
    await turn();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.fail(new Error('argon2 failed'));
    await expect(results[0]).rejects.toThrow('argon2 failed');
    await turn();
    // A failed task frees its place too.
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(results.slice(1))).toEqual(['done', 'done', 'done']);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });
});

describe('password hashing', () => {
  it('runs two argon2 hashes at a time, and still hashes and verifies every password', async () => {
    const passwords = ['first-password', 'second-password', 'third-password', 'fourth-password'];
    const hashing = passwords.map((password) => hashPassword(password));
    await turn();
    expect(passwordHashing.running).toBe(2);
    expect(passwordHashing.waiting).toBe(2);
    const hashes = await Promise.all(hashing);
    expect(await Promise.all(hashes.map((hash, i) => verifyPassword(hash, passwords[i]!)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(await verifyPassword(hashes[0]!, 'second-password')).toBe(false);
    expect(await verifyPassword('not a hash', 'first-password')).toBe(false);
    expect([passwordHashing.running, passwordHashing.waiting]).toEqual([0, 0]);
  });
});

import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// `Algorithm` is an ambient const enum the type checker cannot import here; 2 is Algorithm.Argon2id.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most `limit` tasks at once; the others wait their turn in arrival order. Also answers how many run and wait.
 */
export function createTaskLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await task();
      } finally {
        // The turn passes to the next waiting task, or the place is freed.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * argon2 runs in libuv's thread pool (four threads), which also flushes the embedded database before every answer
 * that follows a write (decision 500) and reads and writes the stores' files. Fifty sign-ins at once kept every
 * thread hashing for seconds, and the step saves behind them waited as long: two hashes at a time leave two threads
 * to the flushes and files. Sign-ins, sign-ups and password changes wait their turn here instead.
 */
export const passwordHashing = createTaskLimit(2);

export function hashPassword(password: string): Promise<string> {
  return passwordHashing.run(() => hash(password, options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await passwordHashing.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * How many times the database has changed, as far as this process can tell: moved by every statement that may write
 * (anything but a `select`) that goes through the database handle, when the statement starts and again once it is
 * over (committed or rolled back; inside a transaction, once the transaction is). A value read before a read began
 * and still the same once the read is done means no write overlapped the read: what it answered is still what the
 * database holds (lib/kept-answers.ts keeps such answers). Counting at the driver, not in repositories, means no
 * write path can be forgotten.
 */
export type ChangeCount = {
  /** The count now; it only grows. */
  now(): number;
  /** Counts a change. */
  mark(): void;
  /**
   * False while changes made by another process may go unseen (on PostgreSQL, while the connection that hears them is
   * down): nothing may be kept then.
   */
  complete(): boolean;
};

export function createChangeCount(): ChangeCount & { setComplete(value: boolean): void } {
  let count = 0;
  let complete = true;
  return {
    now: () => count,
    mark() {
      count += 1;
    },
    complete: () => complete,
    setComplete(value) {
      complete = value;
      count += 1;
    },
  };
}

/**
 * The name of the one writing step a read may carry: the append of a staff member's read to the applications' reads
 * log (modules/reads), in the statement that finds what they read. No kept answer shows that log, so a statement
 * that opens with this step and writes nothing else counts as a read: it announces no change and drops no kept
 * answer (on PostgreSQL an announcement would be a round trip of its own).
 */
export const readLogStep = 'read_logged';
const opensWithReadLog = new RegExp(`^\\s*with "${readLogStep}" as \\(insert into "application_reads" `, 'i');
const writes = /\b(insert\s+into|update|delete\s+from|merge\s+into|truncate)\b/gi;
const onlyLogsRead = (text: string) => opensWithReadLog.test(text) && text.match(writes)?.length === 1;

/** A statement that cannot change what a read answers (`select … for update` included; see `readLogStep`). */
export const isRead = (text: string) => /^\s*select\s/i.test(text) || onlyLogsRead(text);
const opensTransaction = (text: string) => /^\s*(begin|start\s+transaction)\b/i.test(text);
const endsTransaction = (text: string) => /^\s*(commit|end|abort|rollback(?!\s+to\b))\b/i.test(text);
/** Savepoints mark a place in a transaction; what is written after them counts. */
const marksPlace = (text: string) => /^\s*(savepoint|release|rollback\s+to)\b/i.test(text);

/** The channel every server on one PostgreSQL database announces its committed changes on. */
export const changesChannel = 'portal_changes';

type QueryText = string | { text?: string } | undefined;
const textOf = (config: QueryText) => (typeof config === 'string' ? config : (config?.text ?? ''));
type Query = (config: QueryText, ...rest: unknown[]) => unknown;
type Queryable = { query: Query };

/**
 * Counts the writes of a node-postgres pool: each client is wrapped as the pool opens it, so every statement counts,
 * whether drizzle sends it on the pool (which checks a client out for it) or on a client it checked out for a
 * transaction. `announce` (the name other servers ignore their own changes by; see `hearOtherWriters`) is sent inside
 * each writing transaction, just before its `commit`, so the others hear of the change exactly when it is made; a
 * write outside a transaction announces itself once done, before its caller goes on.
 */
export function countPostgresWrites(pool: pg.Pool, changes: ChangeCount, announce: string) {
  pool.on('connect', (client) => {
    const queryable = client as unknown as Queryable;
    queryable.query = counted(queryable, queryable.query, changes, announce);
  });
}

function counted(client: Queryable, original: Query, changes: ChangeCount, announce: string): Query {
  const transaction = { open: false, wrote: false };
  const run = (config: QueryText, rest: unknown[]) => original.call(client, config, ...rest) as Promise<unknown>;
  const notify = () => run({ text: 'select pg_notify($1, $2)' }, [[changesChannel, announce]]);

  async function write(text: string, config: QueryText, rest: unknown[]): Promise<unknown> {
    if (opensTransaction(text)) {
      transaction.open = true;
      transaction.wrote = false;
      return run(config, rest);
    }
    if (endsTransaction(text)) {
      const wrote = transaction.wrote;
      transaction.open = false;
      transaction.wrote = false;
      if (!wrote) return run(config, rest);
      try {
        if (/^\s*(commit|end)\b/i.test(text)) await notify();
        return await run(config, rest);
      } finally {
        changes.mark();
      }
    }
    changes.mark();
    if (transaction.open) {
      transaction.wrote = true;
      return run(config, rest);
    }
    try {
      const result = await run(config, rest);
      await notify().catch(() => undefined);
      return result;
    } finally {
      changes.mark();
    }
  }

  return function query(config, ...rest) {
    const text = textOf(config);
    // Reads go straight through, as they came.
    if (isRead(text) || marksPlace(text)) return original.call(client, config, ...rest);
    const callback = rest.at(-1);
    if (typeof callback !== 'function') return write(text, config, rest);
    // The pool's own `query` calls its client with a callback.
    write(text, config, rest.slice(0, -1)).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error),
    );
    return undefined;
  };
}

/**
 * Hears the changes other processes announce on the same PostgreSQL database (a second server), on a connection of
 * its own: each one counts as a change here. While that connection is down the count is not complete (nothing is
 * kept), and it is opened again every few seconds. Answers this process's own name, which its announcements carry
 * (its own changes are counted already), and a function that stops listening.
 */
export async function hearOtherWriters(
  connectionString: string,
  changes: ReturnType<typeof createChangeCount>,
  { retryMs = 2000 } = {},
): Promise<{ name: string; stop: () => Promise<void> }> {
  const { default: pgModule } = await import('pg');
  const name = randomUUID();
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const next = new pgModule.Client({ connectionString });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      changes.setComplete(false);
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(reconnect, retryMs);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === changesChannel && message.payload !== name) changes.mark();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${changesChannel}`);
    } catch (error) {
      lost();
      throw error;
    }
    changes.setComplete(true);
  }
  function reconnect() {
    retry = undefined;
    if (!stopped) listen().catch(() => undefined);
  }

  changes.setComplete(false);
  await listen().catch(() => undefined);
  return {
    name,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}

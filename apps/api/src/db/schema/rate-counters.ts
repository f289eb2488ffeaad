import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counts every server shares (lib/rate-counters.ts), each in a window that ends at `resets_at`: failed sign-ins and
 * wrong codes per account and address, requests per address or person (sign-ups, mails asked), the files and bytes a
 * person sent (one row a minute of the sliding hour, `bucket` being that minute), and the claims of the periodic
 * jobs (one server runs each). A row past its window counts for nothing and is deleted by the periodic jobs.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    /** 0 for a window that starts at its first count; the minute since 1970 for an upload allowance's minute. */
    bucket: integer('bucket').notNull().default(0),
    hits: integer('hits').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.bucket] }), index('rate_counters_resets_idx').on(table.resetsAt)],
);

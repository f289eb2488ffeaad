import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { localized, timestamps } from './columns.ts';
import { sessionStatusEnum } from './enums.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    status: sessionStatusEnum('status').notNull().default('NEW'),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
    passScore: real('pass_score'),
    candidatesToSelect: integer('candidates_to_select'),
    completionNotice: localized('completion_notice').notNull(),
    applicationGuidelines: localized('application_guidelines').notNull(),
    // The scoring rubric as it stood when the session's scores were first computed: later changes of the programme's
    // rubric never move a past ranking. Null until then.
    rubric: jsonb('rubric'),
    ...timestamps,
  },
  (table) => [
    // At most one session is open or suspended: it is the current session.
    uniqueIndex('sessions_one_current_key').on(sql`(1)`).where(sql`${table.status} in ('OPEN', 'SUSPENDED')`),
  ],
);

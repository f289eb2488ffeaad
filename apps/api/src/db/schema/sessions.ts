import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    // Days an approved applicant has to accept the place, from publication (or from being offered it later).
    acceptanceDays: integer('acceptance_days').notNull().default(10),
    // Days before the end when applicants who have not submitted get one reminder.
    reminderDays: integer('reminder_days').notNull().default(3),
    // The administrators keep this session's list off the public results page.
    resultsHidden: boolean('results_hidden').notNull().default(false),
    // The day the committee announces it will publish its decisions (shown to applicants), not before the end.
    publicationDate: date('publication_date', { mode: 'string' }),
    // When the session was closed, which published its decisions and started the acceptance deadlines.
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    // At most one session is open or suspended: it is the current session.
    uniqueIndex('sessions_one_current_key').on(sql`(1)`).where(sql`${table.status} in ('OPEN', 'SUSPENDED')`),
  ],
);

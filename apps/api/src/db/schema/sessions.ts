import type { Rubric } from '@portal/shared/selection';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
    // The share of the final score the interview carries (percent; 0: no interviews, the final is the total score),
    // how many staff members sit on each panel, and whether the final score takes the panel's mean corrected for
    // each evaluator's severity instead of the plain mean.
    interviewWeight: integer('interview_weight').notNull().default(0),
    panelSize: integer('panel_size').notNull().default(2),
    correctSeverity: boolean('correct_severity').notNull().default(false),
    // The interview rubric (criteria with labels and weights); null: the default rubric. Locked once an
    // evaluation of the session is submitted.
    interviewRubric: jsonb('interview_rubric').$type<Rubric>(),
    ...timestamps,
  },
  (table) => [
    // At most one session is open or suspended: it is the current session.
    uniqueIndex('sessions_one_current_key').on(sql`(1)`).where(sql`${table.status} in ('OPEN', 'SUSPENDED')`),
    check('sessions_interview_weight_range', sql`${table.interviewWeight} between 0 and 100`),
    check('sessions_panel_size_range', sql`${table.panelSize} between 1 and 5`),
  ],
);

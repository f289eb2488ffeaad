import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications, version } from './applications.ts';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * A seat on an application's interview panel and what its holder made of the interview: given by the panels' run
 * (empty scores), drafted during the interview, submitted once. `score` (out of 100) is kept with the marks it came
 * from, by the session's rubric, so the panel's mean is one read. The evaluator's name is kept beside the account so
 * the evaluation still reads after the account is deleted.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    evaluatorId: integer('evaluator_id').references(() => users.id, { onDelete: 'set null' }),
    evaluatorName: text('evaluator_name').notNull(),
    scores: jsonb('scores').$type<Record<string, number>>().notNull().default({}),
    comment: text('comment'),
    score: doublePrecision('score'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    version: version(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('evaluations_application_evaluator_key').on(table.applicationId, table.evaluatorId),
    index('evaluations_evaluator_idx').on(table.evaluatorId),
  ],
);

/**
 * A staff member who cannot judge an application (a relative, a neighbour, a former pupil): declared once, never
 * removed by the API. They are kept off its panel and the application answers them 404; the reason is in the audit.
 */
export const evaluationConflicts = pgTable(
  'evaluation_conflicts',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    evaluatorId: integer('evaluator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    declaredAt: timestamp('declared_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('evaluation_conflicts_application_evaluator_key').on(table.applicationId, table.evaluatorId)],
);

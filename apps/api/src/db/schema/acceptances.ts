import { type AnyPgColumn, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { acceptanceStateEnum } from './enums.ts';
import { sessions } from './sessions.ts';
import { users } from './users.ts';

/**
 * A place offered to an approved applicant of a closed session, and their answer. A place is offered to an
 * application once (unique application), and a declined or expired place is passed on once (unique `replaces_id`):
 * two runs of the promotion at the same time cannot offer one place twice.
 */
export const acceptances = pgTable(
  'acceptances',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .unique('acceptances_application_key')
      .references(() => applications.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    state: acceptanceStateEnum('state').notNull().default('AWAITING'),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'date' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    // The place this one was offered after (its holder declined or let it expire); null for a place of publication.
    replacesId: integer('replaces_id')
      .unique('acceptances_replaces_key')
      .references((): AnyPgColumn => acceptances.id, { onDelete: 'set null' }),
    // The committee withdrew the place after publication (state WITHDRAWN): why, when and who.
    withdrawalReason: text('withdrawal_reason'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    withdrawnBy: integer('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
    // The year ended without a renewal: set once, by the job.
    notRenewedAt: timestamp('not_renewed_at', { withTimezone: true, mode: 'date' }),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('acceptances_session_state_idx').on(table.sessionId, table.state)],
);

/**
 * Mails that go out once per object (the reminder of an unanswered place, the reminder before a session ends): the
 * mark is written in the transaction that decides to send, and a second writer finds it there.
 */
export const mailMarks = pgTable(
  'mail_marks',
  {
    kind: text('kind').notNull(),
    objectId: integer('object_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'mail_marks_pkey', columns: [table.kind, table.objectId] })],
);

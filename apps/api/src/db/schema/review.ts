import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { auditActionEnum } from './enums.ts';
import { users } from './users.ts';

/**
 * What the committee did to an application and by whom: written once, never changed nor deleted by the API. The
 * application id is kept without a foreign key so the trail outlives a cancelled application; the actor's name is
 * kept beside the account so it still reads after the account is deleted.
 */
export const applicationAudit = pgTable(
  'application_audit',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: auditActionEnum('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The committee's note on a decision (why it is unusual, what was checked): kept as written. */
    note: text('note'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('application_audit_application_idx').on(table.applicationId, table.at)],
);

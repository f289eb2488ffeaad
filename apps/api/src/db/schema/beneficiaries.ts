import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { documents } from './documents.ts';
import { paymentOperatorEnum } from './enums.ts';
import { users } from './users.ts';

/** Service a beneficiary reports (date, hours, what was done); counted once the committee validates it. */
export const serviceHours = pgTable(
  'service_hours',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    hours: real('hours').notNull(),
    description: text('description').notNull(),
    validatedAt: timestamp('validated_at', { withTimezone: true, mode: 'date' }),
    validatedBy: integer('validated_by').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('service_hours_application_idx').on(table.applicationId, table.date),
    check('service_hours_positive', sql`${table.hours} > 0 and ${table.hours} <= 24`),
  ],
);

/** A payment of the two-monthly schedule, as the committee made it; one per due date. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: integer('amount').notNull(),
    paidDate: date('paid_date', { mode: 'string' }).notNull(),
    operator: paymentOperatorEnum('operator').notNull(),
    reference: text('reference').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_application_due_key').on(table.applicationId, table.dueDate),
    check('payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** A semester's transcript: a document of the application, uploaded through the documents' store. */
export const transcripts = pgTable(
  'transcripts',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    semester: smallint('semester').notNull(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('transcripts_application_semester_key').on(table.applicationId, table.semester),
    check('transcripts_semester_range', sql`${table.semester} between 1 and 2`),
  ],
);

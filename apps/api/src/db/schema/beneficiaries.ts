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

/** The columns of a payment, the same whether it counts or was set aside. */
const paymentColumns = () => ({
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
});

/**
 * A payment of a line of the schedule (named by its due date), as the committee made it. The service keeps the
 * payments of a line within its amount (the place's row locked); an operator's reference is recorded once, whatever
 * its letter case, under any number of servers (unique key).
 */
export const payments = pgTable('payments', { id: serial('id').primaryKey(), ...paymentColumns() }, (table) => [
  index('payments_application_due_idx').on(table.applicationId, table.dueDate),
  uniqueIndex('payments_operator_reference_key').on(table.operator, sql`lower(${table.reference})`),
  check('payments_amount_positive', sql`${table.amount} > 0`),
]);

/**
 * Payments recorded before the schedule's rules held (a due date off the schedule, more than a line's amount, a
 * reference used again), moved here by the migration that brought the rules: kept for the accounts, counted nowhere.
 */
export const paymentsSetAside = pgTable('payments_set_aside', {
  id: integer('id').primaryKey(),
  ...paymentColumns(),
  reason: text('reason', { enum: ['OFF_SCHEDULE', 'OVER_AMOUNT', 'REFERENCE_REUSED'] }).notNull(),
  setAsideAt: timestamp('set_aside_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The tuition fee of a beneficiary's year, in FCFA, as the committee set it (the schedule's first line). */
export const tuitionFees = pgTable(
  'tuition_fees',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    updated: timestamp('updated', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('tuition_fees_amount_positive', sql`${table.amount} > 0`)],
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

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailAttachment } from '../../lib/mailer.ts';

/**
 * Mails waiting to leave, written in the transaction that causes them (lib/mail-outbox.ts): a mail exists exactly when
 * what it tells was committed, and waits here through a restart or a mail server that is down. `next_attempt_at` is
 * when a server may next try it: at once for a new mail, later after a failure, and while one server sends it (its
 * claim) no other takes it. Once the mail server took it, `sent_at` is written and its body (which may hold a
 * single-use link) is emptied; null `next_attempt_at` without `sent_at` is a mail given up.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.nextAttemptAt, table.id).where(sql`${table.nextAttemptAt} is not null`),
  ],
);

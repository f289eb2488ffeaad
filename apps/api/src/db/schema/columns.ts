import type { LocalizedText } from '@portal/shared/locales';
import { jsonb, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  modified: timestamp('modified', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A text kept in en, fr and it. */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>();

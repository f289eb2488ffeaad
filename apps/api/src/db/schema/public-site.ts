import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const quotes = pgTable('quotes', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  position: text('position').notNull(),
  company: text('company'),
  content: text('content').notNull(),
  image: text('image'),
  ...timestamps,
});

/** One row (id 1) holding the programme settings an administrator edits; its shape is checked by a shared zod schema. */
export const programmeSettings = pgTable('programme_settings', {
  id: integer('id').primaryKey().default(1),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});

/** Key/value facts about the installation itself (e.g. when seeding last ran). */
export const systemMeta = pgTable('system_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

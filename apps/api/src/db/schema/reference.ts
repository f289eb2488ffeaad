import { boolean, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { localized, timestamps } from './columns.ts';
import { audienceEnum, bacSystemEnum, documentScopeEnum } from './enums.ts';

export const handicaps = pgTable('handicaps', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  ...timestamps,
});

export const bacTypes = pgTable('bac_types', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  system: bacSystemEnum('system').notNull(),
  description: localized('description'),
  ...timestamps,
});

export const documentTypes = pgTable('document_types', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  required: boolean('required').notNull().default(false),
  allowMultiple: boolean('allow_multiple').notNull().default(false),
  target: audienceEnum('target').notNull().default('BOTH'),
  // Renewals ask for proof that the economic situation is unchanged rather than the whole file again.
  scope: documentScopeEnum('scope').notNull().default('ALL'),
  description: localized('description'),
  ...timestamps,
});

export const schoolLevels = pgTable('school_levels', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

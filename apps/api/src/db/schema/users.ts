import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { sexEnum, tokenPurposeEnum, userRoleEnum } from './enums.ts';
import { handicaps } from './reference.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRoleEnum('role').notNull().default('STUDENT'),
    active: boolean('active').notNull().default(true),
    accountVerified: boolean('account_verified').notNull().default(false),
    avatar: text('avatar'),
    locale: text('locale').notNull().default('en'),
    /** Raised to end every token issued before: sign-out, password change, deactivation, role change. */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
  ],
);

export const studentProfiles = pgTable('student_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hasDisability: boolean('has_disability').notNull().default(false),
  sex: sexEnum('sex'),
  handicapId: integer('handicap_id').references(() => handicaps.id, { onDelete: 'restrict' }),
  otherName: text('other_name'),
  birthDate: date('birth_date', { mode: 'string' }),
  birthPlace: text('birth_place'),
  countryOfBirth: text('country_of_birth'),
  regionOfBirth: text('region_of_birth'),
  nationality: text('nationality'),
  country: text('country'),
  region: text('region'),
  district: text('district'),
  town: text('town'),
  fixNumber: text('fix_number'),
  mobileNumber: text('mobile_number'),
  familyContact: text('family_contact'),
  neighborhood: text('neighborhood'),
  familyPhoneNumber: text('family_phone_number'),
  otherFamilyContact: text('other_family_contact'),
  ...timestamps,
});

/** Single-use links mailed to a person: e-mail verification, password reset, e-mail change. Only a hash is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('auth_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

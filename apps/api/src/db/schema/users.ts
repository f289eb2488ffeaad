import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { readKindEnum, sexEnum, systemAuditActionEnum, tokenPurposeEnum, userRoleEnum } from './enums.ts';
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
    /** The version of the privacy notice this person accepted, and when (null: never asked, e.g. created by the seed). */
    privacyNoticeVersion: text('privacy_notice_version'),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true, mode: 'date' }),
    /**
     * The second factor (TOTP): the secret in use (sealed with the server's key, never sent back once enrolled), the
     * one being enrolled until its first code confirms it, when it was enrolled, and the last time step a code was
     * accepted for (a code is used once).
     */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true, mode: 'date' }),
    totpLastStep: integer('totp_last_step'),
    /**
     * When this person last signed in (a token was issued); accounts that existed before it was recorded count from
     * then. An applicant's account with nothing left to keep is deleted once unused this long (modules/retention).
     */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // Lists that search people by a part of their name or e-mail (`ilike '%…%'`) find them through this trigram index
    // instead of reading every account; the lists search `searchablePerson`, the expression indexed here.
    index('users_search_trgm_idx').using('gin', sql`(${searchablePerson(table)}) gin_trgm_ops`),
  ],
);

/**
 * A person's first name, last name and e-mail in one text, as the trigram index above holds it: a search looks for
 * its words in this expression, written exactly so for the database to use the index.
 */
export function searchablePerson(table: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }): SQL {
  return sql`${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email}`;
}

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

/** Single-use recovery codes of a second factor: only a hash is kept; a used code is marked, never reused. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/**
 * Who on the committee opened what of an application, and when: appended by the reads themselves, never changed nor
 * deleted by the API (it goes with the application). The reader's name and role are kept as they were, so the line
 * still reads after the account changes or goes.
 */
export const applicationReads = pgTable(
  'application_reads',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull(),
    readerId: integer('reader_id').references(() => users.id, { onDelete: 'set null' }),
    readerName: text('reader_name').notNull(),
    readerRole: userRoleEnum('reader_role').notNull(),
    what: readKindEnum('what').notNull(),
    /** The document whose file was opened (FILE), else null. */
    documentId: integer('document_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('application_reads_application_idx').on(table.applicationId, table.at)],
);

/**
 * The portal's own audit, beside the applications' trail: retention runs, breach drills, second factors reset,
 * data exported by an administrator. Written once, never changed nor deleted by the API; the actor's name is kept
 * beside the account (null for the server's own jobs and commands).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: systemAuditActionEnum('action').notNull(),
    /** The person the act was about (a reset, an export), kept without a key so the line outlives the account. */
    subjectUserId: integer('subject_user_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('audit_events_at_idx').on(table.at)],
);

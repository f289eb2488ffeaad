import { z } from 'zod';
import type { UserRole } from './enums.ts';

/**
 * The privacy notice: what the portal holds about a person, why, on what legal ground, who reads it, where it is
 * kept, for how long and where it goes. One source for three readers: the privacy page (`/about/privacy`, its words
 * in the shared `privacy` catalog of each language), the consent asked at sign-up and again when the notice changes,
 * and the records of processing (`docs/privacy/records-of-processing.md`, generated from this file, the columns of
 * `processing-columns.ts` and the English catalog by `npm run privacy:records`).
 *
 * What the notice says is fingerprinted (`privacyNoticeFingerprint`): a test fails when it changes while `version`
 * stays the same, so an applicant is never held to words they did not accept. Raise the version and the date, say
 * what changed in the catalogs' `changes.<version>`, and record the new fingerprint: applicants are asked again at
 * their next sign-in.
 */
export const privacyNotice = {
  version: '1',
  /** The day this version took effect (YYYY-MM-DD). */
  date: '2026-11-28',
  fingerprint: '5cded3c5be78e786',
} as const;

/**
 * The years data is kept, as the settings of the same names default to (an installation that sets other values
 * must say so in its notice, and raise the version).
 */
export const defaultRetentionYears = { RETENTION_YEARS: 5, PAYMENT_RETENTION_YEARS: 10 } as const;

/** What a column holds; `health` and `payments` are sensitive (disability; banking transactions under Cameroon's law). */
export const dataCategories = [
  'identity',
  'contact',
  'credentials',
  'account',
  'health',
  'education',
  'household',
  'finances',
  'writings',
  'documents',
  'guardian',
  'assessment',
  'scholarship',
  'payments',
  'activity',
  'correspondence',
  'record',
] as const;
export type DataCategory = (typeof dataCategories)[number];
export const sensitiveCategories: readonly DataCategory[] = ['health', 'payments'];

export const dataSubjects = ['applicants', 'familyMembers', 'guardians', 'committee', 'quotedPeople'] as const;
export const legalBases = ['consent', 'preContract', 'contract', 'legalObligation', 'legitimateInterest'] as const;
/** `self`: the person the data is about (an applicant, for their own file). */
export const dataReaders = ['self', 'evaluators', 'administrators', 'everyone'] as const;
export const storagePlaces = ['database', 'files', 'backups'] as const;
/** `applications` and `payments` count the years of `defaultRetentionYears`. */
export const retentionRules = ['account', 'applications', 'payments', 'audit', 'mails', 'untilRemoved'] as const;
export const dataTransfers = ['swissCommittee', 'publication'] as const;
export type RetentionRule = (typeof retentionRules)[number];

export type ProcessingActivity = {
  id: string;
  subjects: readonly (typeof dataSubjects)[number][];
  categories: readonly DataCategory[];
  legalBases: readonly (typeof legalBases)[number][];
  readers: readonly (typeof dataReaders)[number][];
  storage: readonly (typeof storagePlaces)[number][];
  retention: RetentionRule;
  /** Empty: the data stays with the branch that collected it. */
  transfers: readonly (typeof dataTransfers)[number][];
};

/** The portal's processing activities, in the order the notice tells them; names and purposes are in the catalogs. */
export const processingActivities = [
  {
    id: 'accounts',
    subjects: ['applicants', 'committee'],
    categories: ['identity', 'contact', 'credentials', 'account', 'record'],
    legalBases: ['consent', 'legitimateInterest'],
    readers: ['self', 'administrators'],
    storage: ['database', 'files', 'backups'],
    retention: 'account',
    transfers: ['swissCommittee'],
  },
  {
    id: 'profile',
    subjects: ['applicants'],
    categories: ['identity', 'contact', 'health', 'record'],
    legalBases: ['consent'],
    readers: ['self', 'evaluators', 'administrators'],
    storage: ['database', 'backups'],
    retention: 'account',
    transfers: ['swissCommittee'],
  },
  {
    id: 'application',
    subjects: ['applicants', 'familyMembers', 'guardians'],
    categories: [
      'education',
      'household',
      'finances',
      'health',
      'contact',
      'writings',
      'documents',
      'guardian',
      'record',
    ],
    legalBases: ['consent', 'preContract'],
    readers: ['self', 'evaluators', 'administrators'],
    storage: ['database', 'files', 'backups'],
    retention: 'applications',
    transfers: ['swissCommittee'],
  },
  {
    id: 'selection',
    subjects: ['applicants', 'committee'],
    categories: ['assessment', 'identity', 'activity', 'record'],
    legalBases: ['preContract', 'legitimateInterest'],
    readers: ['self', 'evaluators', 'administrators'],
    storage: ['database', 'backups'],
    retention: 'applications',
    transfers: ['swissCommittee'],
  },
  {
    id: 'scholarship',
    subjects: ['applicants'],
    categories: ['scholarship', 'record'],
    legalBases: ['contract'],
    readers: ['self', 'administrators'],
    storage: ['database', 'files', 'backups'],
    retention: 'payments',
    transfers: ['swissCommittee'],
  },
  {
    id: 'payments',
    subjects: ['applicants'],
    categories: ['payments', 'record'],
    legalBases: ['contract', 'legalObligation'],
    readers: ['self', 'administrators'],
    storage: ['database', 'backups'],
    retention: 'payments',
    transfers: ['swissCommittee'],
  },
  {
    id: 'security',
    subjects: ['applicants', 'committee'],
    categories: ['identity', 'activity', 'record'],
    legalBases: ['legitimateInterest'],
    readers: ['self', 'administrators'],
    storage: ['database', 'backups'],
    retention: 'audit',
    transfers: ['swissCommittee'],
  },
  {
    id: 'mails',
    subjects: ['applicants', 'committee'],
    categories: ['contact', 'correspondence', 'record'],
    legalBases: ['consent', 'preContract'],
    readers: ['self', 'administrators'],
    storage: ['database', 'backups'],
    retention: 'mails',
    transfers: [],
  },
  {
    id: 'testimonials',
    subjects: ['quotedPeople'],
    categories: ['identity', 'writings', 'record'],
    legalBases: ['consent'],
    readers: ['everyone'],
    storage: ['database', 'files', 'backups'],
    retention: 'untilRemoved',
    transfers: ['publication'],
  },
] as const satisfies readonly ProcessingActivity[];
export type ProcessingActivityId = (typeof processingActivities)[number]['id'];

/** The years a retention rule counts, if it counts any. */
export function retentionYears(rule: RetentionRule): number | undefined {
  if (rule === 'applications') return defaultRetentionYears.RETENTION_YEARS;
  if (rule === 'payments') return defaultRetentionYears.PAYMENT_RETENTION_YEARS;
  return undefined;
}

/** The rights a person has, in the order the notice explains how to use them. */
export const dataRights = ['access', 'rectification', 'erasure', 'objection', 'complaint'] as const;

/**
 * A short, stable fingerprint (two 32-bit lanes of a multiplicative hash, 16 hex digits) of what the notice says:
 * its activities, the retention years and each language's catalog. Not a security measure: it tells a change.
 */
export function privacyNoticeFingerprint(catalogs: Record<string, unknown>): string {
  const text = JSON.stringify({ processingActivities, sensitiveCategories, defaultRetentionYears, catalogs });
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0');
  return `${hex(h2)}${hex(h1)}`;
}

/** Which version of the notice a person accepted (null: none yet), and the one in force. */
export const privacyNoticeStatusSchema = z.object({ accepted: z.string().nullable(), current: z.string() });
export type PrivacyNoticeStatus = z.infer<typeof privacyNoticeStatusSchema>;

/** The version of the notice a person accepts: what the sign-up form's box and the consent screen send. */
export const acceptedNoticeVersionSchema = z
  .string({ error: 'validation.privacyNoticeRequired' })
  .trim()
  .min(1, 'validation.privacyNoticeRequired')
  .max(40);

/** Body of `POST /users/me/privacy-consent`. */
export const privacyConsentSchema = z.object({ version: acceptedNoticeVersionSchema });
export type PrivacyConsentInput = z.infer<typeof privacyConsentSchema>;

/**
 * Whether a person must accept the notice before going on: applicants (the people whose files the portal holds and
 * whose consent is its legal ground) who have accepted no version, or an older one. Staff process data for the
 * foundation under their duties, not on their consent, so they are not asked.
 */
export function mustAcceptPrivacyNotice(role: UserRole, status: PrivacyNoticeStatus): boolean {
  return role === 'STUDENT' && status.accepted !== status.current;
}

import { asc, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Conn } from '../../db/client.ts';
import {
  acceptances,
  applicationAudit,
  applicationReads,
  applications,
  auditEvents,
  authTokens,
  documents,
  evaluationConflicts,
  evaluations,
  extraActivities,
  families,
  familyMembers,
  financings,
  highSchoolResumes,
  interviewSlots,
  mailOutbox,
  payments,
  paymentsSetAside,
  ratings,
  recoveryCodes,
  schoolResults,
  serviceHours,
  sessions,
  studentProfiles,
  transcripts,
  tuitionFees,
  users,
} from '../../db/schema/index.ts';
import type { ObjectKey } from '../../lib/access.ts';
import { type UserRow, usersRepository } from '../accounts/public.ts';

/** The person an archive is about: their account as it stands. */
export type Person = UserRow;

/**
 * One JSON file of the archive: the rows of one table about the person (`about`), every column but those left out
 * (`omit`: secrets that only let the portal check what is typed), or only the columns named (`only`: a table mostly
 * about something else, such as the sessions applied to). The file's description in the README is
 * `personal-data.readme.files.<name without .json>`.
 */
export type ExportedTable = {
  file: string;
  table: PgTable;
  about: (person: Person) => SQL;
  omit?: readonly string[];
  only?: readonly string[];
  /**
   * Rows of the committee's deliberation on an application (their `applicationId`'s), held back while its decisions
   * are not published (see `deliberationColumns`).
   */
  deliberation?: true;
};

/**
 * The committee's work on an application, which its applicant does not read until the decisions are published
 * (`decisionPublished` of the applications module: the session closed, or a rejection they may act on at once): the
 * archive keeps it back as the screens do, or it would tell a decision before its day. These columns of the
 * application, and the rows of the tables marked `deliberation` (the panel's evaluations, the conflicts of interest
 * declared, the trail of its review, who read it), come into the archive once the decisions are published.
 */
export const deliberationColumns: readonly string[] = [
  'status',
  'eligible',
  'nonEligibilityReasons',
  'rejectionReason',
  'resubmissionAllowed',
  'totalScore',
  'scoreParts',
  'bonus',
  'bonusReason',
  'rank',
  'rankingMark',
  'decisionMailed',
  'meetsRenewalConditions',
  'panelScore',
  'correctedPanelScore',
  'finalScore',
  'finalRank',
  'panelSpread',
];

const theirApplications = (person: Person) =>
  sql`select ${applications.id} from ${applications} where ${applications.userId} = ${person.id}`;
/** Rows of the person's applications, by the column that names the application. */
const ofTheirApplications = (column: AnyPgColumn) => (person: Person) =>
  sql`${column} in (${theirApplications(person)})`;
/** Rows the person's applications name (the sessions applied to, the interview times booked). */
const namedByTheirApplications = (column: AnyPgColumn, naming: AnyPgColumn) => (person: Person) =>
  sql`${column} in (select ${naming} from ${applications} where ${applications.userId} = ${person.id})`;
const ofTheirAccount = (column: AnyPgColumn) => (person: Person) => sql`${column} = ${person.id}`;

/**
 * Everything the portal holds about a person, table by table: their account and its sign-in records, their student
 * profile, their applications and every part of them (the committee's records of them included: the trail, the
 * reads log, the panel's evaluations and declared conflicts of interest), the portal's own audit lines about them,
 * the mails sent to them, and the sessions and interview times their applications name. What a staff member did to
 * others' applications is about those applicants and stays out of the staff member's archive. A table that gains
 * rows about a person is added here (test/personal-data/export.test.ts fails until it is, or until
 * `tablesNotExported` says why not).
 */
export const exportedTables: readonly ExportedTable[] = [
  {
    file: 'account.json',
    table: users,
    about: ofTheirAccount(users.id),
    omit: ['passwordHash', 'totpSecret', 'totpPendingSecret'],
  },
  { file: 'student-profile.json', table: studentProfiles, about: ofTheirAccount(studentProfiles.userId) },
  { file: 'mailed-links.json', table: authTokens, about: ofTheirAccount(authTokens.userId), omit: ['tokenHash'] },
  {
    file: 'recovery-codes.json',
    table: recoveryCodes,
    about: ofTheirAccount(recoveryCodes.userId),
    omit: ['codeHash'],
  },
  { file: 'applications.json', table: applications, about: ofTheirAccount(applications.userId) },
  {
    file: 'sessions.json',
    table: sessions,
    about: namedByTheirApplications(sessions.id, applications.sessionId),
    only: ['id', 'name', 'year', 'status', 'startDate', 'endDate', 'publicationDate', 'publishedAt'],
  },
  { file: 'school-results.json', table: schoolResults, about: ofTheirApplications(schoolResults.applicationId) },
  {
    file: 'high-school-resumes.json',
    table: highSchoolResumes,
    about: ofTheirApplications(highSchoolResumes.applicationId),
  },
  { file: 'financings.json', table: financings, about: ofTheirApplications(financings.applicationId) },
  { file: 'extra-activities.json', table: extraActivities, about: ofTheirApplications(extraActivities.applicationId) },
  { file: 'families.json', table: families, about: ofTheirApplications(families.applicationId) },
  {
    file: 'family-members.json',
    table: familyMembers,
    about: (person) =>
      sql`${familyMembers.familyId} in (select ${families.id} from ${families} where ${families.applicationId} in (${theirApplications(person)}))`,
  },
  { file: 'documents.json', table: documents, about: ofTheirApplications(documents.applicationId) },
  { file: 'ratings.json', table: ratings, about: ofTheirApplications(ratings.applicationId) },
  {
    file: 'interview-times.json',
    table: interviewSlots,
    about: namedByTheirApplications(interviewSlots.id, applications.interviewSlotId),
    only: ['id', 'sessionId', 'startsAt', 'minutes', 'place', 'videoUrl'],
  },
  {
    file: 'evaluations.json',
    table: evaluations,
    about: ofTheirApplications(evaluations.applicationId),
    deliberation: true,
  },
  {
    file: 'conflicts-of-interest.json',
    table: evaluationConflicts,
    about: ofTheirApplications(evaluationConflicts.applicationId),
    deliberation: true,
  },
  { file: 'acceptances.json', table: acceptances, about: ofTheirApplications(acceptances.applicationId) },
  { file: 'service-hours.json', table: serviceHours, about: ofTheirApplications(serviceHours.applicationId) },
  { file: 'tuition-fees.json', table: tuitionFees, about: ofTheirApplications(tuitionFees.applicationId) },
  { file: 'payments.json', table: payments, about: ofTheirApplications(payments.applicationId) },
  {
    file: 'payments-set-aside.json',
    table: paymentsSetAside,
    about: ofTheirApplications(paymentsSetAside.applicationId),
  },
  { file: 'transcripts.json', table: transcripts, about: ofTheirApplications(transcripts.applicationId) },
  {
    file: 'application-history.json',
    table: applicationAudit,
    about: ofTheirApplications(applicationAudit.applicationId),
    deliberation: true,
  },
  {
    file: 'application-reads.json',
    table: applicationReads,
    about: ofTheirApplications(applicationReads.applicationId),
    deliberation: true,
  },
  {
    file: 'portal-audit.json',
    table: auditEvents,
    // The acts about them, and those they did about nobody in particular (a retention run, a breach drill); an act
    // of theirs about someone else is that person's.
    about: (person) =>
      sql`(${auditEvents.subjectUserId} = ${person.id} or (${auditEvents.actorId} = ${person.id} and ${auditEvents.subjectUserId} is null))`,
  },
  {
    file: 'mails.json',
    table: mailOutbox,
    about: (person) => sql`lower(${mailOutbox.recipient}) = lower(${person.email})`,
    // A mail's text may hold a single-use link while it waits, and is emptied once sent: its subject and dates say
    // what it was.
    only: ['id', 'recipient', 'subject', 'created', 'sentAt', 'attempts', 'nextAttemptAt'],
  },
];

/**
 * Tables that hold rows about a person but are not in the archive, each with the reason (none today: even the
 * tables of secrets are exported without their hashes). test/personal-data/export.test.ts reads this list.
 */
export const tablesNotExported: Readonly<Record<string, string>> = {};

/** The columns of a table the file holds. */
function columnsOf({ table, omit, only }: ExportedTable): Record<string, AnyPgColumn> {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  return Object.fromEntries(
    Object.entries(columns).filter(([key]) => (only ? only.includes(key) : !omit?.includes(key))),
  );
}

export const personalDataRepository = {
  /** The person an archive is about, by id, as the access policy looks it up (its owner is the person). */
  async person(conn: Conn, id: ObjectKey): Promise<(Person & { userId: number }) | undefined> {
    const row = await usersRepository.find(conn, Number(id));
    return row && { ...row, userId: row.id };
  },

  /** The rows of one table about the person, oldest first (by the table's first column, its key). */
  rowsOf(conn: Conn, exported: ExportedTable, person: Person): Promise<Record<string, unknown>[]> {
    const columns = columnsOf(exported);
    const key = Object.values(getTableColumns(exported.table))[0] as AnyPgColumn;
    return conn.select(columns).from(exported.table).where(exported.about(person)).orderBy(asc(key)) as Promise<
      Record<string, unknown>[]
    >;
  },
};

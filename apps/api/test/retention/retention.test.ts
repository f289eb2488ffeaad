import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptances,
  applicationAudit,
  applications,
  auditEvents,
  documents,
  documentTypes,
  evaluations,
  families,
  familyMembers,
  highSchoolResumes,
  payments,
  ratings,
  schoolResults,
  serviceHours,
  sessions,
  studentProfiles,
  systemMeta,
  users,
} from '../../src/db/schema/index.ts';
import { serverActors } from '../../src/modules/audit/public.ts';
import { withoutWrittenWords } from '../../src/modules/retention/retention.repository.ts';
import { readyToSubmit } from '../applications/complete-application.ts';
import { applyingFixtures } from '../applications/fixtures.ts';
import { rowsOf } from '../empty-database.ts';
import { storedNames } from '../stored-files.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

/**
 * Nothing kept longer than needed: applications of sessions closed RETENTION_YEARS (5) ago that led to no
 * scholarship lose what names a person, their documents and files; beneficiaries' keep theirs PAYMENT_RETENTION_YEARS
 * (10) for the accounts; applicants' accounts with nothing left and unused that long go. The statistics of the old
 * session and its comparison with the next one read the same before and after.
 */
const year = 365.25 * 24 * 3600_000;
const yearsAgo = (years: number) => new Date(Date.now() - years * year);

let t: TestApp;
let admin: TestUser;
let fixtures: ReturnType<typeof applyingFixtures>;
const db = () => t.database.db;

type Applicant = { user: TestUser; application: number };
const made: Record<string, Applicant> = {};
const ids: Record<'ancient' | 'old' | 'recent', number> = { ancient: 0, old: 0, recent: 0 };

/** A session opened now, applicants' files filled through the API, then closed as if `closedYearsAgo` ago. */
async function sessionOf(
  key: keyof typeof ids,
  closedYearsAgo: number,
  names: string[],
  users: Record<string, TestUser>,
) {
  const session = await fixtures.session({ status: 'OPEN', year: new Date(yearsAgo(closedYearsAgo)).getUTCFullYear() });
  ids[key] = session.id;
  for (const name of names) {
    users[name] ??= await t.createUser();
    const user = users[name];
    const application = (await fixtures.apply(user, session.id)).id;
    await readyToSubmit(t, user, application);
    made[`${name}@${key}`] = { user, application };
  }
  await db()
    .update(sessions)
    .set({
      status: 'CLOSED',
      startDate: yearsAgo(closedYearsAgo + 0.3),
      endDate: yearsAgo(closedYearsAgo + 0.1),
      publishedAt: yearsAgo(closedYearsAgo),
    })
    .where(eq(sessions.id, session.id));
}

/** The place was offered and taken, and paid twice. */
async function beneficiary(applicant: Applicant, sessionId: number, reference: string) {
  await fixtures.decide(applicant.application, { status: 'APPROVED', eligible: true, preselected: true });
  await db()
    .insert(acceptances)
    .values({ applicationId: applicant.application, sessionId, state: 'ACCEPTED', deadline: yearsAgo(5) });
  await db()
    .insert(payments)
    .values([
      {
        applicationId: applicant.application,
        dueDate: '2015-10-01',
        amount: 150_000,
        paidDate: '2015-10-02',
        operator: 'MTN_MOMO',
        reference,
      },
      {
        applicationId: applicant.application,
        dueDate: '2016-01-01',
        amount: 50_000,
        paidDate: '2016-01-03',
        operator: 'CASH',
        reference: `${reference}-2`,
      },
    ]);
  await db().insert(serviceHours).values({
    applicationId: applicant.application,
    date: '2016-02-01',
    hours: 3,
    description: 'Taught my neighbours’ children',
  });
}

/** What the committee wrote and did about an application: a note and reasons in its trail, a panel's comment. */
async function committeeWork(applicant: Applicant) {
  await db()
    .insert(evaluations)
    .values({
      applicationId: applicant.application,
      evaluatorId: admin.id,
      evaluatorName: 'Ada Admin',
      comment: 'Her father is ill; she works at the market of Foto',
      scores: { motivation: 8 },
      score: 72,
      submittedAt: yearsAgo(6),
    });
  await db()
    .insert(applicationAudit)
    .values({
      applicationId: applicant.application,
      actorId: admin.id,
      actorName: 'Ada Admin',
      action: 'DECISION',
      before: { status: 'PENDING', rejectionReason: null },
      after: {
        status: 'NOT_APPROVED',
        rejectionReason: 'Lives with her uncle in Foto',
        evaluation: { comment: 'kind' },
      },
      note: 'Checked with the school in Dschang',
    });
  await db()
    .update(ratings)
    .set({ suggestion: 'Call me on 677 00 00 00', content: 'Thanks' })
    .where(eq(ratings.applicationId, applicant.application));
}

/** Everything the statistics read of these sessions, and the comparisons with the session before each. */
async function figures() {
  const read = async (path: string) => {
    const answer = await t.injectAs(admin, { method: 'GET', url: `/api${path}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  return {
    ancient: await read(`/sessions/${ids.ancient}/statistics`),
    old: await read(`/sessions/${ids.old}/statistics`),
    recent: await read(`/sessions/${ids.recent}/statistics`),
    beforeOld: await read(`/sessions/${ids.old}/previous/statistics`),
    beforeRecent: await read(`/sessions/${ids.recent}/previous/statistics`),
  };
}

/** Every row of every table but the portal's own audit (which records the runs themselves). */
async function everyRow() {
  const tables = rowsOf(
    await db().execute(sql`select table_name from information_schema.tables where table_schema = 'public'
      and table_type = 'BASE TABLE' and table_name <> 'audit_events' order by table_name`),
  ).map((row) => String(row.table_name));
  const all: Record<string, string[]> = {};
  for (const table of tables)
    all[table] = rowsOf(await db().execute(sql.raw(`select to_jsonb(t)::text as row from "${table}" t`)))
      .map((row) => String(row.row))
      .sort();
  return all;
}

const filesOf = async (applicationIds: number[]) =>
  (await db().select().from(documents).where(inArray(documents.applicationId, applicationIds))).map(
    (row) => row.filename,
  );
/** Which of `names` are stored among the files of `kind` (on the disk or in the bucket). */
const storedOf = async (names: string[], kind = 'documents') => {
  const stored = await storedNames(t, kind);
  return names.filter((name) => stored.includes(name));
};
const application = async (key: string) =>
  (await db().select().from(applications).where(eq(applications.id, made[key]!.application)))[0]!;
const userExists = async (user: TestUser) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.id, user.id))).length === 1;

const people: Record<string, TestUser> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  fixtures = applyingFixtures(t);
  const name = (word: string) => ({ en: word, fr: word, it: word });
  await db()
    .insert(documentTypes)
    .values([
      { name: name('Birth certificate'), required: true, allowMultiple: false },
      { name: name('Transcripts'), required: true, allowMultiple: false },
    ]);
  // 12 years ago: a beneficiary past the payments' retention. 7 years ago: an unsuccessful applicant, one who declined
  // her place, a beneficiary still within it, and two whose only application it was. 1 year ago: recent.
  await sessionOf('ancient', 12, ['paid'], people);
  await sessionOf('old', 7, ['unsuccessful', 'declined', 'holder', 'gone', 'returning'], people);
  await sessionOf('recent', 1, ['unsuccessful', 'recent'], people);
  await beneficiary(made['paid@ancient']!, ids.ancient, 'MP150101.1234.A56789');
  await beneficiary(made['holder@old']!, ids.old, 'MP190101.1234.B12345');
  await fixtures.decide(made['declined@old']!.application, { status: 'APPROVED', eligible: true });
  await db()
    .insert(acceptances)
    .values({
      applicationId: made['declined@old']!.application,
      sessionId: ids.old,
      state: 'DECLINED',
      deadline: yearsAgo(7),
    });
  await fixtures.decide(made['unsuccessful@old']!.application, {
    status: 'NOT_APPROVED',
    eligible: true,
    preselected: true,
    interviewState: 'HELD',
    rejectionReason: 'Lives with her uncle in Foto',
    guardianName: 'Mama Ngono',
    guardianRelation: 'MOTHER',
    guardianConsentAt: yearsAgo(7.2),
  });
  await committeeWork(made['unsuccessful@old']!);
  // A handicap declared on her profile (counted through it while the application is hers) and one in her family.
  await db().update(studentProfiles).set({ hasDisability: true }).where(eq(studentProfiles.userId, people.gone!.id));
  const [family] = await db()
    .select()
    .from(families)
    .where(eq(families.applicationId, made['unsuccessful@old']!.application));
  await db()
    .insert(familyMembers)
    .values({ familyId: family!.id, relationship: 'FATHER', residence: 'Foto', employer: 'Market', hasHandicap: true });
  // Unused for 6 years: "gone" applied only in the old session; "idle" never applied; "returning" signs in still.
  people.idle = await t.createUser();
  const longAgo = yearsAgo(6);
  await db()
    .update(users)
    .set({ lastSignInAt: longAgo })
    .where(inArray(users.id, [people.gone!.id, people.idle.id, people.unsuccessful!.id, admin.id]));
}, 300_000);

afterAll(async () => t?.close());

describe('retention', () => {
  it('lists what would go, session by session, and changes nothing', async () => {
    await t.app.outbox.idle();
    const rows = await everyRow();
    const files = await filesOf(Object.values(made).map((applicant) => applicant.application));
    const report = await t.app.services.retention.run({ actor: serverActors.command, dryRun: true });
    expect(report.dryRun).toBe(true);
    const byId = new Map(report.sessions.map((session) => [session.id, session]));
    expect(byId.get(ids.ancient)).toMatchObject({ applications: 1, beneficiaries: 1, accounts: 0 });
    expect(byId.get(ids.old)).toMatchObject({ applications: 4, beneficiaries: 0, accounts: 1 });
    expect(byId.has(ids.recent)).toBe(false);
    expect(byId.get(ids.old)!.files).toBe(8);
    expect(report.accountsWithoutApplication).toBe(1);
    expect(report.totals).toMatchObject({ dryRun: true, sessions: 2, applications: 5, beneficiaries: 1, accounts: 2 });
    expect(await everyRow()).toEqual(rows);
    expect(await storedOf(files)).toEqual(files);
    const [line] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'RETENTION'));
    expect(line).toMatchObject({ actorId: null, actorName: 'command', details: report.totals });
  });

  it('anonymises exactly what is due and keeps the figures of the statistics', async () => {
    const before = await figures();
    const kept = ['holder@old', 'unsuccessful@recent', 'recent@recent'];
    const keptRows = await everyRowOf(kept);
    const goneFiles = await filesOf(
      ['unsuccessful@old', 'declined@old', 'gone@old', 'returning@old', 'paid@ancient'].map(
        (key) => made[key]!.application,
      ),
    );
    expect(goneFiles.length).toBe(10);
    // Their thumbnails, as the committee's list of documents makes them.
    for (const name of goneFiles) await t.app.documentFiles.writeThumbnail(name, Buffer.from('jpeg'));

    const report = await t.app.services.retention.run({ actor: serverActors.command, dryRun: false });
    expect(report.totals).toMatchObject({
      dryRun: false,
      sessions: 2,
      applications: 5,
      beneficiaries: 1,
      files: goneFiles.length,
      accounts: 2,
    });

    expect(await figures()).toEqual(before);
    // The beneficiary within the payments' retention, and the recent session, as they were.
    expect(await everyRowOf(kept)).toEqual(keptRows);

    const unsuccessful = await application('unsuccessful@old');
    expect(unsuccessful).toMatchObject({
      userId: null,
      status: 'NOT_APPROVED',
      eligible: true,
      preselected: true,
      interviewState: 'HELD',
      motivation: null,
      desiredUniversity: null,
      nextYearTown: null,
      rejectionReason: null,
      guardianName: null,
      guardianRelation: null,
      guardianConsentAt: null,
    });
    expect(unsuccessful.anonymisedAt).toBeInstanceOf(Date);
    const id = unsuccessful.id;
    expect(await filesOf([id])).toEqual([]);
    expect(await storedOf(goneFiles)).toEqual([]);
    expect(await storedOf(goneFiles, 'document-thumbnails')).toEqual([]);
    const [family] = await db().select().from(families).where(eq(families.applicationId, id));
    expect(family!.neighborhood).toBeNull();
    expect(family!.goats).toBe(4);
    // The members go; the one with a handicap stays as that mark alone.
    const members = await db().select().from(familyMembers).where(eq(familyMembers.familyId, family!.id));
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({
      hasHandicap: true,
      relationship: null,
      residence: null,
      employer: null,
      birthYear: null,
    });
    const [school] = await db().select().from(highSchoolResumes).where(eq(highSchoolResumes.applicationId, id));
    expect(school).toMatchObject({ schoolName: null, schoolAddress: null, finalGrade: 14.25 });
    const [result] = await db().select().from(schoolResults).where(eq(schoolResults.applicationId, id));
    expect(result).toMatchObject({ annualAverage: 14.5 });
    const [rating] = await db().select().from(ratings).where(eq(ratings.applicationId, id));
    expect(rating).toMatchObject({ stars: 4, suggestion: null, content: null });
    const [evaluation] = await db().select().from(evaluations).where(eq(evaluations.applicationId, id));
    expect(evaluation).toMatchObject({ comment: null, score: 72, evaluatorName: 'Ada Admin' });
    const [trail] = await db().select().from(applicationAudit).where(eq(applicationAudit.applicationId, id));
    expect(trail).toMatchObject({
      action: 'DECISION',
      actorName: 'Ada Admin',
      note: null,
      after: { status: 'NOT_APPROVED', rejectionReason: null, evaluation: { comment: null } },
    });

    // Declined her place: no scholarship, anonymised like the rest.
    expect((await application('declined@old')).anonymisedAt).toBeInstanceOf(Date);
    // Past the payments' retention: the payments' amounts stay, their references go.
    const paid = await application('paid@ancient');
    expect(paid.anonymisedAt).toBeInstanceOf(Date);
    const paidRows = await db().select().from(payments).where(eq(payments.applicationId, paid.id));
    expect(paidRows.map((row) => row.amount).sort((a, b) => a - b)).toEqual([50_000, 150_000]);
    expect(paidRows.map((row) => row.reference).sort()).toEqual(paidRows.map((row) => `—${row.id}`).sort());
    const [hours] = await db().select().from(serviceHours).where(eq(serviceHours.applicationId, paid.id));
    expect(hours).toMatchObject({ hours: 3, description: '' });

    // Accounts: "gone" had nothing left and was unused, "idle" never applied; "returning" signs in, "unsuccessful"
    // has a recent application, the administrator is staff.
    expect(await userExists(people.gone!)).toBe(false);
    expect(await userExists(people.idle!)).toBe(false);
    for (const person of [people.returning!, people.unsuccessful!, people.holder!, admin])
      expect(await userExists(person)).toBe(true);
    expect((await application('returning@old')).userId).toBeNull();

    const lines = await db().select().from(auditEvents).where(eq(auditEvents.action, 'RETENTION'));
    expect(lines.at(-1)).toMatchObject({ actorName: 'command', details: report.totals });
  });

  it('does nothing more when run again, and the daily job runs once a day on a database', async () => {
    const now = new Date();
    await db().delete(systemMeta).where(eq(systemMeta.key, 'retention-run'));
    const lines = async () => (await db().select().from(auditEvents).where(eq(auditEvents.action, 'RETENTION'))).length;
    const before = await lines();
    const first = await t.app.services.retention.runDaily(now);
    expect(first?.totals).toMatchObject({ applications: 0, accounts: 0, files: 0 });
    // A run that changed nothing is not audited; a second server's job the same day does not run.
    expect(await lines()).toBe(before);
    expect(await t.app.services.retention.runDaily(new Date(now.getTime() + 3600_000))).toBeUndefined();
    expect(await t.app.services.retention.runDaily(new Date(now.getTime() + 25 * 3600_000))).toBeDefined();
  });

  it('takes reasons and notes out of any depth of a trail line, and nothing else', () => {
    expect(
      withoutWrittenWords({ state: 'WITHDRAWN', reason: 'moved away', seats: [{ comment: 'x', score: 3 }], n: null }),
    ).toEqual({ state: 'WITHDRAWN', reason: null, seats: [{ comment: null, score: 3 }], n: null });
    expect(withoutWrittenWords(null)).toBeNull();
  });
});

/** The rows of these applications in the tables retention touches, to see them untouched. */
async function everyRowOf(keys: string[]) {
  const appIds = keys.map((key) => made[key]!.application);
  const of = async <T>(query: Promise<T[]>) => JSON.stringify(await query);
  return {
    applications: await of(db().select().from(applications).where(inArray(applications.id, appIds))),
    documents: await of(db().select().from(documents).where(inArray(documents.applicationId, appIds))),
    payments: await of(db().select().from(payments).where(inArray(payments.applicationId, appIds))),
    members: await of(
      db()
        .select()
        .from(familyMembers)
        .innerJoin(families, eq(families.id, familyMembers.familyId))
        .where(and(inArray(families.applicationId, appIds))),
    ),
  };
}

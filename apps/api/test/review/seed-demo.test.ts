import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMinorOn } from '@portal/shared/age';
import { privacyNotice } from '@portal/shared/privacy-notice';
import { programmeDay } from '@portal/shared/session-rules';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  documents,
  documentTypes,
  evaluations,
  extraActivities,
  families,
  familyMembers,
  highSchoolResumes,
  interviewSlots,
  ratings,
  schoolResults,
  sessions,
  studentProfiles,
  users,
} from '../../src/db/schema/index.ts';
import { runSeeders } from '../../src/db/seeder.ts';
import { advanceDemoSession } from '../../src/demo/committee-demo.ts';
import { DEMO_PASSWORD, seedDemo } from '../../src/demo/seed-demo.ts';
import { seeders } from '../../src/modules/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await runSeeders(seeders, t.database.db, t.config, t.app.log);
});
afterAll(async () => t?.close());

const total = async (table: Parameters<ReturnType<TestApp['database']['db']['select']>['from']>[0]) =>
  (await t.database.db.select({ value: count() }).from(table))[0]!.value;

describe('seedDemo', () => {
  it('fills a session past its deadline with complete, submitted applications and their real files', async () => {
    const summary = await seedDemo(t.database.db, { applications: 30, dataDir: t.config.dataDir, seed: 3 });
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, summary.sessionId));
    expect(session!.status).toBe('OPEN');
    expect(session!.endDate.getTime()).toBeLessThan(Date.now());
    const rows = await t.database.db.select().from(applications).where(eq(applications.sessionId, session!.id));
    expect(rows).toHaveLength(30);
    expect(rows.every((row) => row.submitted && row.declaration && row.submittedAt && row.motivation)).toBe(true);
    const students = rows.filter((row) => row.universityStudent).length;
    expect(await total(schoolResults)).toBe(students);
    expect(await total(highSchoolResumes)).toBe(30);
    expect(await total(studentProfiles)).toBe(30);
    expect(await total(families)).toBe(30);
    expect(await total(ratings)).toBe(30);
    expect(await total(familyMembers)).toBe(summary.members);
    const files = await t.database.db.select().from(documents);
    expect(files).toHaveLength(summary.documents);
    expect(files.length).toBeGreaterThanOrEqual(30 * 5);
    for (const file of files.slice(0, 20)) {
      const bytes = readFileSync(join(t.config.dataDir, 'files', 'documents', file.filename));
      expect(bytes.length).toBe(file.size);
      const magic = file.contentType === 'application/pdf' ? '%PDF-' : '\xff\xd8\xff';
      expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
    }
  });

  it('writes only what the API answers: an administrator reads every application part it made', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const [withActivity] = await t.database.db.select().from(extraActivities).limit(1);
    expect(withActivity, 'some applicants have extra activities').toBeDefined();
    const id = withActivity!.applicationId;
    for (const part of ['extra-activities', 'financing']) {
      const response = await t.injectAs(admin, { method: 'GET', url: `/api/applications/${id}/${part}` });
      expect(response.statusCode, `${part}: ${response.body}`).toBe(200);
    }
  });

  it("gives a renewal's documents to renewals only", async () => {
    const held = await t.database.db
      .select({ type: applications.type, scope: documentTypes.scope })
      .from(documents)
      .innerJoin(applications, eq(applications.id, documents.applicationId))
      .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId));
    expect(held.length).toBeGreaterThan(0);
    expect(held.filter((row) => row.type === 'NEW' && row.scope === 'RENEWAL')).toEqual([]);
    expect(held.filter((row) => row.type !== 'NEW' && row.scope === 'NEW')).toEqual([]);
  });

  it('gives each applicant under 18 on the day they submitted a parent who consented then, and no adult one', async () => {
    const rows = await t.database.db
      .select({
        birthDate: studentProfiles.birthDate,
        submittedAt: applications.submittedAt,
        guardianName: applications.guardianName,
        guardianRelation: applications.guardianRelation,
        guardianConsentAt: applications.guardianConsentAt,
      })
      .from(applications)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, applications.userId));
    const minor = (row: (typeof rows)[number]) => isMinorOn(row.birthDate, programmeDay(row.submittedAt!));
    expect(rows.filter(minor).length, 'the demonstration has minors').toBeGreaterThan(0);
    for (const row of rows)
      if (minor(row)) {
        expect(row.guardianName).toMatch(/\p{L} \p{L}/u);
        expect(row).toMatchObject({ guardianRelation: 'MOTHER', guardianConsentAt: row.submittedAt });
      } else expect(row).toMatchObject({ guardianName: null, guardianRelation: null, guardianConsentAt: null });
  });

  it('has every applicant accept the privacy notice in force when signing up, so none is asked at sign-in', async () => {
    const applicants = await t.database.db
      .select({ version: users.privacyNoticeVersion, at: users.privacyAcceptedAt })
      .from(users)
      .innerJoin(applications, eq(applications.userId, users.id));
    expect(applicants.length).toBeGreaterThan(0);
    for (const applicant of applicants) {
      expect(applicant.version).toBe(privacyNotice.version);
      expect(applicant.at).toBeInstanceOf(Date);
    }
  });

  /** Ends the demonstration session as a publication would, so that the next one may be seeded. */
  const closeSession = (id: number) =>
    t.database.db.update(sessions).set({ status: 'CLOSED' }).where(eq(sessions.id, id));
  const rowsOf = (id: number) => t.database.db.select().from(applications).where(eq(applications.sessionId, id));

  it("refuses a second session while the first is still current; 'preselected' draws the shortlist and opens slots", async () => {
    await expect(seedDemo(t.database.db, { applications: 2, dataDir: t.config.dataDir, seed: 4 })).rejects.toThrow(
      /open or suspended/,
    );
    const [first] = await t.database.db.select().from(sessions);
    const shortlisted = await advanceDemoSession(t.app, first!.id, 'preselected', DEMO_PASSWORD);
    expect(shortlisted.preselected).toBeGreaterThan(0);
    const rows = await rowsOf(first!.id);
    expect(rows.filter((row) => row.preselected)).toHaveLength(shortlisted.preselected);
    expect(rows.filter((row) => row.interviewState === 'BOOKED')).toHaveLength(shortlisted.booked);
    expect(rows.filter((row) => row.interviewState === 'INVITED').length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === 'PENDING' && row.panelScore === null)).toBe(true);
    const slots = await t.database.db.select().from(interviewSlots).where(eq(interviewSlots.sessionId, first!.id));
    // Still bookable and changeable: every slot more than a day ahead.
    expect(slots.every((slot) => slot.startsAt.getTime() > Date.now() + 24 * 3600_000)).toBe(true);
    expect(await total(evaluations)).toBe(0);
    await closeSession(first!.id);
  });

  it("'interviewed' seats panels, holds the booked interviews and scores them, one evaluator severe", async () => {
    const demo = await seedDemo(t.database.db, { applications: 16, dataDir: t.config.dataDir, seed: 6 });
    const interviewed = await advanceDemoSession(t.app, demo.sessionId, 'interviewed', DEMO_PASSWORD);
    const rows = await rowsOf(demo.sessionId);
    expect(rows.every((row) => row.status === 'PENDING')).toBe(true);
    const held = rows.filter((row) => row.interviewState === 'HELD');
    expect(held).toHaveLength(interviewed.booked);
    expect(held.every((row) => row.panelScore !== null && row.finalScore !== null && row.finalRank !== null)).toBe(
      true,
    );
    // A missed interview is not marked, and its candidate has no final score while interviews count.
    const missed = rows.filter((row) => row.interviewState === 'MISSED');
    expect(missed.length).toBeGreaterThan(0);
    expect(missed.every((row) => row.panelScore === null && row.finalScore === null)).toBe(true);
    const submitted = (await t.database.db.select().from(evaluations)).filter((row) => row.submittedAt !== null);
    expect(submitted).toHaveLength(interviewed.evaluations);
    // The committee sees one evaluator markedly severer than the others.
    const admin = await t.createUser({ role: 'ADMIN' });
    const answer = await t.injectAs(admin, { method: 'GET', url: `/api/sessions/${demo.sessionId}/evaluators` });
    expect(answer.statusCode, answer.body).toBe(200);
    const severities = (answer.json() as { data: { name: string; severity: number | null }[] }).data;
    const severest = severities.reduce((a, b) => ((a.severity ?? 0) <= (b.severity ?? 0) ? a : b));
    expect(severest.name).toContain('Bernasconi');
    expect(severest.severity!).toBeLessThan(-5);
    // The evaluators sign in with the demonstration's password, then set up their second factor (STAFF_2FA=required).
    const [evaluator] = await t.database.db.select().from(users).where(eq(users.role, 'EVALUATOR')).limit(1);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { login: evaluator!.username, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().data.step).toBe('ENROL');
    await closeSession(demo.sessionId);
  });

  it('publishes a session decided by the final ranking', async () => {
    const again = await seedDemo(t.database.db, { applications: 12, dataDir: t.config.dataDir, seed: 5 });
    const { approved } = await advanceDemoSession(t.app, again.sessionId, 'published', DEMO_PASSWORD);
    expect(approved).toBeGreaterThan(0);
    const [published] = await t.database.db.select().from(sessions).where(eq(sessions.id, again.sessionId));
    expect(published!.status).toBe('CLOSED');
    const decided = await t.database.db.select().from(applications).where(eq(applications.sessionId, again.sessionId));
    const approvedRows = decided.filter((row) => row.status === 'APPROVED');
    expect(approvedRows).toHaveLength(approved);
    // The approved are the best of the final ranking.
    const ranks = approvedRows.map((row) => row.finalRank!).sort((a, b) => a - b);
    expect(ranks).toEqual(Array.from({ length: approved }, (_, index) => index + 1));
  });

  it('can run again once the last one is published (new accounts, another session)', async () => {
    const again = await seedDemo(t.database.db, { applications: 5, dataDir: t.config.dataDir, seed: 3 });
    const rows = await t.database.db.select().from(applications).where(eq(applications.sessionId, again.sessionId));
    expect(rows).toHaveLength(5);
  });
});

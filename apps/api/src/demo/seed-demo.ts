import { randomBytes } from 'node:crypto';
import { isMinorOn } from '@portal/shared/age';
import { applicationSteps } from '@portal/shared/enums';
import { privacyNotice } from '@portal/shared/privacy-notice';
import { programmeDay } from '@portal/shared/session-rules';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  applications,
  bacTypes,
  documents,
  documentTypes,
  extraActivities,
  financings,
  highSchoolResumes,
  ratings,
  schoolLevels,
  schoolResults,
  sessions,
  studentProfiles,
  users,
} from '../db/schema/index.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { hashPassword } from '../lib/passwords.ts';
import { demoFamily } from './demo-family.ts';
import { writeDemoDocument } from './demo-files.ts';
import { insertRows } from './demo-insert.ts';
import * as people from './demo-people.ts';

/**
 * A demonstration session full of complete, submitted applications: accounts with profiles, school results or
 * high-school resumes, families and their members, some financing and activities, the documents every applicant
 * owes (small real files), and ratings. Everything goes in one transaction, in batches of rows. The session is left
 * open with its submission period over, as a committee finds it the day after the deadline; it is the current
 * session, so there can be no other (a clear error says so).
 */

export const DEMO_PASSWORD = 'demo-applicant-2026';
const CHUNK = 500;
const day = 24 * 3600_000;

export type DemoSummary = { sessionId: number; applications: number; documents: number; members: number };

async function referenceIds(tx: Tx) {
  const levels = await tx.select().from(schoolLevels).orderBy(schoolLevels.order);
  const bacs = await tx.select().from(bacTypes);
  const types = await tx.select().from(documentTypes);
  if (!levels.length || !bacs.length || !types.length)
    throw new Error('the reference lists are empty: start the server once (it seeds them) before seeding a demo');
  return { levels, bacs, types };
}

export async function seedDemo(
  db: Db,
  options: { applications: number; dataDir: string; seed?: number; files?: FileStorage },
): Promise<DemoSummary> {
  const random = people.createRandom(options.seed ?? Date.now());
  const run = randomBytes(3).toString('hex');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = { sessionId: 0, applications: 0, documents: 0, members: 0 };
  await db.transaction(async (tx) => {
    const ref = await referenceIds(tx);
    const [current] = await tx
      .select({ name: sessions.name })
      .from(sessions)
      .where(sql`${sessions.status} in ('OPEN', 'SUSPENDED')`);
    if (current)
      throw new Error(
        `the session "${current.name}" is open or suspended: close it before adding a demonstration session`,
      );
    const year = new Date().getUTCFullYear();
    const [session] = await tx
      .insert(sessions)
      .values({
        name: `Demo call ${year} (${run})`,
        year,
        status: 'OPEN',
        startDate: new Date(Date.now() - 70 * day),
        endDate: new Date(Date.now() - 10 * day),
        passScore: 50,
        candidatesToSelect: 20,
        completionNotice: { en: 'Thank you', fr: 'Merci', it: 'Grazie' },
        applicationGuidelines: { en: 'Read carefully', fr: 'Lisez attentivement', it: 'Leggete attentamente' },
      })
      .returning();
    summary.sessionId = session!.id;
    for (let start = 0; start < options.applications; start += CHUNK) {
      const size = Math.min(CHUNK, options.applications - start);
      const counts = await insertChunk(tx, {
        random,
        ref,
        sessionId: session!.id,
        sessionStart: session!.startDate,
        passwordHash,
        dataDir: options.dataDir,
        files: options.files,
        numbers: Array.from({ length: size }, (_, i) => `${run}${start + i}`),
      });
      summary.applications += size;
      summary.documents += counts.documents;
      summary.members += counts.members;
    }
  });
  // After a bulk load the planner's statistics are stale, and every new row is checked against the commit log at
  // its first reading, until autovacuum comes by: vacuum and analyze what was written now, as autovacuum would.
  await db.execute(
    sql`vacuum (analyze) sessions, users, student_profiles, applications, school_results, high_school_resumes, families, family_members, financings, extra_activities, ratings, documents`,
  );
  return summary;
}

/**
 * An applicant under 18 on the day they submitted names a parent who consents, as the submission asks of them: their
 * mother, of their family name (picked without drawing from the random sequence, so the rest of the demo stays as
 * its seed made it).
 */
function demoGuardian(applicant: { number: string; lastName: string }, birthDate: string, submittedAt: Date) {
  if (!isMinorOn(birthDate, programmeDay(submittedAt))) return {};
  const mother = people.femaleNames[Number.parseInt(applicant.number.slice(-4), 36) % people.femaleNames.length];
  return {
    guardianName: `${mother} ${applicant.lastName}`,
    guardianRelation: 'MOTHER' as const,
    guardianConsentAt: submittedAt,
  };
}

type ChunkContext = {
  random: people.Random;
  ref: Awaited<ReturnType<typeof referenceIds>>;
  sessionId: number;
  sessionStart: Date;
  passwordHash: string;
  dataDir: string;
  /** The bucket, when FILES_URL names one; otherwise the files go under dataDir. */
  files?: FileStorage;
  numbers: string[];
};

async function insertChunk(tx: Tx, c: ChunkContext) {
  const { random } = c;
  const applicants = c.numbers.map((number) => {
    const female = random.chance(0.5);
    const firstName = random.pick(female ? people.femaleNames : people.maleNames);
    const lastName = random.pick(people.familyNames);
    // The programme takes applicants of its own town and district: most demonstration applicants live there, the
    // others elsewhere in the region, so the committee's list has both eligible and ineligible candidates.
    const [town, region] = random.chance(0.8) ? people.towns[0]! : random.pick(people.towns);
    const student = random.chance(0.6);
    return { number, female, firstName, lastName, town, region, student, renewal: student && random.chance(0.15) };
  });
  const userRows = await insertRows(
    tx,
    users,
    applicants.map((a) => ({
      firstName: a.firstName,
      lastName: a.lastName,
      username: `demo${a.number}`,
      email: `${people.asciiLocal(a.firstName)}.${people.asciiLocal(a.lastName)}.${a.number}@demo.example`,
      passwordHash: c.passwordHash,
      accountVerified: true,
      locale: random.chance(0.8) ? 'fr' : 'en',
      // Each accepted the privacy notice in force when signing up, as a person does.
      privacyNoticeVersion: privacyNotice.version,
      privacyAcceptedAt: c.sessionStart,
    })),
    ['id', 'username'],
  );
  const userIds = new Map(userRows.map((row) => [row.username, row.id]));
  const withUser = applicants.map((a) => ({ ...a, userId: userIds.get(`demo${a.number}`)! }));
  const profiles = withUser.map((a) => ({
    userId: a.userId,
    sex: a.female ? ('F' as const) : ('M' as const),
    birthDate: `${new Date().getUTCFullYear() - random.int(17, 23)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    birthPlace: random.pick(people.towns)[0],
    countryOfBirth: 'Cameroon',
    nationality: 'Cameroonian',
    country: 'Cameroon',
    region: a.region,
    town: a.town,
    neighborhood: random.pick(people.neighbourhoods),
    mobileNumber: people.mobileNumber(random),
    familyPhoneNumber: people.mobileNumber(random),
  }));
  await insertRows(tx, studentProfiles, profiles);
  const withFinancing = new Set(withUser.filter(() => random.chance(0.15)).map((a) => a.userId));
  const withActivities = new Set(withUser.filter(() => random.chance(0.25)).map((a) => a.userId));
  const appRows = await insertRows(
    tx,
    applications,
    withUser.map((a, index) => {
      const [faculty, options] = random.pick(people.faculties);
      const steps = Object.fromEntries(applicationSteps.map((step) => [step, 'COMPLETED'])) as never;
      if (!withFinancing.has(a.userId)) (steps as Record<string, string>).FINANCING = 'SKIPPED';
      if (!withActivities.has(a.userId)) (steps as Record<string, string>).ACTIVITIES = 'SKIPPED';
      const row = {
        sessionId: c.sessionId,
        userId: a.userId,
        type: a.renewal ? ('OLD' as const) : ('NEW' as const),
        universityStudent: a.student,
        desiredUniversity: 'University of Dschang',
        desiredFaculty: faculty,
        desiredOption: random.pick(options),
        schoolLevelId: (a.student ? random.pick(c.ref.levels.slice(1, 4)) : c.ref.levels[0]!).id,
        nextYearTown: 'Dschang',
        currentUniversity: a.student ? 'University of Dschang' : null,
        currentFaculty: a.student ? faculty : null,
        motivation: people.motivation(random),
        steps,
        submitted: true,
        submittedAt: new Date(c.sessionStart.getTime() + random.int(0, 55) * day + random.int(0, day)),
        declaration: true,
      };
      return { ...row, ...demoGuardian(a, profiles[index]!.birthDate, row.submittedAt) };
    }),
    ['id', 'userId'],
  );
  const byUser = new Map(appRows.map((row) => [row.userId!, row.id]));
  const rows = withUser.map((a) => ({ ...a, applicationId: byUser.get(a.userId)! }));

  await insertRows(
    tx,
    schoolResults,
    rows
      .filter((a) => a.student)
      .map((a) => ({
        applicationId: a.applicationId,
        totalCredit: 60,
        achievedCredit: random.int(36, 60),
        annualAverage: random.int(900, 1750) / 100,
        baccalaureate: 'Bac D',
        faculty: 'Faculty of Science',
      })),
  );
  await insertRows(
    tx,
    highSchoolResumes,
    rows.map((a) => {
      const bac = random.pick(c.ref.bacs);
      const anglophone = bac.system === 'ANGLOPHONE';
      return {
        applicationId: a.applicationId,
        languageSection: bac.system,
        bacTypeId: bac.id,
        issueDate: `${new Date().getUTCFullYear() - (a.student ? random.int(1, 3) : 0)}-07-15`,
        finalGrade: anglophone ? null : random.int(1000, 1700) / 100,
        gceGrades: anglophone
          ? ['Mathematics', 'Biology', 'Chemistry'].map((subject) => ({
              subject,
              grade: random.pick(['A', 'B', 'C', 'D', 'E'] as const),
            }))
          : [],
        schoolName: `Lycée de ${a.town}`,
        schoolAddress: a.town,
      };
    }),
  );
  const members = await demoFamily(tx, random, rows);
  await insertRows(
    tx,
    financings,
    rows
      .filter((a) => withFinancing.has(a.userId))
      .map((a) => ({
        applicationId: a.applicationId,
        name: 'Municipal study grant',
        organization: `Commune de ${a.town}`,
        amount: random.int(5, 30) * 5000,
        description: 'Yearly help towards fees',
      })),
  );
  await insertRows(
    tx,
    extraActivities,
    rows
      .filter((a) => withActivities.has(a.userId))
      .map((a) => ({
        applicationId: a.applicationId,
        title: random.pick(['Market seller', 'Tutor', 'Moto-taxi driver', 'Farm work']),
        employer: random.chance(0.5) ? 'Family' : 'Self-employed',
        salary: random.int(5, 25) * 1000,
        annualIncome: random.int(60, 300) * 1000,
        incomeType: 'OCCASIONAL' as const,
      })),
  );
  await insertRows(
    tx,
    ratings,
    rows.map((a) => ({
      applicationId: a.applicationId,
      stars: random.int(3, 5),
      content: random.pick(['Clear steps', 'Works on my phone', 'Upload was slow', null]),
    })),
  );
  const documentCount = await demoDocuments(tx, c, rows);
  return { documents: documentCount, members };
}

/** Every document type the applicant owes, one file each: a renewal's documents only with a renewal. */
async function demoDocuments(
  tx: Tx,
  c: ChunkContext,
  rows: { applicationId: number; student: boolean; renewal: boolean; firstName: string; lastName: string }[],
) {
  const owed = (student: boolean, renewal: boolean) =>
    c.ref.types.filter(
      (type) =>
        (type.target === 'BOTH' || type.target === (student ? 'STUDENT' : 'PUPIL')) &&
        (type.scope === 'ALL' || type.scope === (renewal ? 'RENEWAL' : 'NEW')),
    );
  const wanted = rows.flatMap((a) => owed(a.student, a.renewal).map((type) => ({ a, type })));
  const values: (typeof documents.$inferInsert)[] = [];
  for (let i = 0; i < wanted.length; i += 64) {
    const batch = wanted.slice(i, i + 64);
    const files = await Promise.all(
      batch.map(({ a, type }) =>
        writeDemoDocument(
          c.dataDir,
          type.name.en.toLowerCase().includes('photo') ? 'jpg' : 'pdf',
          `${type.name.en} - ${a.firstName} ${a.lastName}`,
          c.files,
        ),
      ),
    );
    batch.forEach(({ a, type }, index) => {
      const file = files[index]!;
      values.push({
        applicationId: a.applicationId,
        typeId: type.id,
        ...file,
        originalName: `${type.name.en}.${file.filename.split('.').pop()}`,
      });
    });
  }
  await insertRows(tx, documents, values);
  return values.length;
}

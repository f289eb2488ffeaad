import { emptySteps } from '@portal/shared/application-rules';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  acceptances,
  applicationAudit,
  applicationReads,
  applications,
  auditEvents,
  authTokens,
  documents,
  documentTypes,
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
} from '../../src/db/schema/index.ts';
import { changeAvatar } from '../../src/modules/accounts/change-avatar.ts';
import { pdf } from '../documents/helpers.ts';
import type { TestApp, TestUser } from '../test-app.ts';

const day = 86_400_000;
const text = (word: string) => ({ en: word, fr: word, it: word });

/** What every person of the test shares: a session, an interview time, a document type, and a staff member who acts. */
export async function commonGround(t: TestApp) {
  const db = t.database.db;
  const [session] = await db
    .insert(sessions)
    .values({
      name: 'Call 2031',
      year: 2031,
      status: 'CLOSED',
      startDate: new Date(Date.now() - 90 * day),
      endDate: new Date(Date.now() - 30 * day),
      completionNotice: text('Notice'),
      applicationGuidelines: text('Guidelines'),
    })
    .returning();
  const [slot] = await db
    .insert(interviewSlots)
    .values({
      sessionId: session!.id,
      startsAt: new Date(Date.now() - 40 * day),
      minutes: 30,
      place: 'Dschang',
      capacity: 3,
    })
    .returning();
  const [type] = await db
    .insert(documentTypes)
    .values({ name: text('Birth certificate'), allowMultiple: true })
    .returning();
  const staff = await t.createUser({ role: 'ADMIN' });
  // The staff member's own records: about them alone.
  await db.insert(authTokens).values({
    userId: staff.id,
    purpose: 'RESET_PASSWORD',
    tokenHash: `staff-token-hash-${staff.id}`,
    expiresAt: new Date(Date.now() + day),
  });
  await db.insert(recoveryCodes).values({ userId: staff.id, codeHash: `staff-code-hash-${staff.id}` });
  await db.insert(auditEvents).values({ actorId: staff.id, actorName: 'Staff', action: 'BREACH_DRILL' });
  return { session: session!, slot: slot!, type: type!, staff };
}

export type Ground = Awaited<ReturnType<typeof commonGround>>;

/**
 * An applicant with a row in every table that can hold one about a person, the staff member acting on each where
 * the portal records who acted, and files on the disk: two documents (a PDF and a photo; one of them a transcript)
 * and an avatar. `label` makes their values their own.
 */
export async function applicantWithEverything(t: TestApp, ground: Ground, label: string) {
  const db = t.database.db;
  const { staff, session, slot, type } = ground;
  const person = await t.createUser({ locale: label === 'A' ? 'fr' : 'en' });
  await db
    .update(users)
    .set({ firstName: `Amina${label}`, lastName: `Njoya${label}` })
    .where(eq(users.id, person.id));
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png()
    .toBuffer();
  await changeAvatar(t.app, {
    userId: person.id,
    file: { field: 'avatar', filename: 'me.png', mimetype: 'image/png', buffer: photo },
  });
  await db
    .insert(studentProfiles)
    .values({ userId: person.id, birthPlace: `Dschang ${label}`, mobileNumber: '677000000' });
  await db.insert(authTokens).values({
    userId: person.id,
    purpose: 'VERIFY_EMAIL',
    tokenHash: `token-hash-${label}-${person.id}`,
    expiresAt: new Date(Date.now() + day),
  });
  await db.insert(recoveryCodes).values({ userId: person.id, codeHash: `code-hash-${label}-${person.id}` });

  const [application] = await db
    .insert(applications)
    .values({
      sessionId: session.id,
      userId: person.id,
      steps: emptySteps(),
      submitted: true,
      status: 'APPROVED',
      motivation: `Motivation of ${label}`,
      guardianName: `Guardian ${label}`,
      guardianRelation: 'MOTHER',
      guardianConsentAt: new Date(),
      preselected: true,
      interviewState: 'HELD',
      interviewSlotId: slot.id,
    })
    .returning();
  const applicationId = application!.id;
  await db.insert(schoolResults).values({ applicationId, totalCredit: 60, achievedCredit: 54, annualAverage: 13.5 });
  await db.insert(highSchoolResumes).values({ applicationId, schoolName: `Lycée ${label}`, finalGrade: 14 });
  await db.insert(financings).values({ applicationId, name: `Grant ${label}`, amount: 50_000 });
  await db.insert(extraActivities).values({ applicationId, title: `Tutor ${label}`, salary: 20_000 });
  await db.insert(ratings).values({ applicationId, stars: 4, content: `Rating of ${label}` });
  const [family] = await db.insert(families).values({ applicationId, rooms: 3, goats: 2 }).returning();
  await db
    .insert(familyMembers)
    .values({ familyId: family!.id, mainActivity: `Farmer ${label}`, annualSalary: 300_000 });

  const store = t.app.documentFiles;
  const scan = await store.write({
    buffer: pdf(`Birth certificate of ${label}`),
    contentType: 'application/pdf',
    extension: 'pdf',
  });
  const picture = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: label.charCodeAt(0), b: 10 } },
  })
    .jpeg()
    .toBuffer();
  const shot = await store.write({ buffer: picture, contentType: 'image/jpeg', extension: 'jpg' });
  const [, transcriptDocument] = await db
    .insert(documents)
    .values([
      {
        applicationId,
        typeId: type.id,
        filename: scan,
        originalName: `acte ${label}.pdf`,
        contentType: 'application/pdf',
        size: pdf(`Birth certificate of ${label}`).length,
      },
      {
        applicationId,
        typeId: type.id,
        filename: shot,
        originalName: null,
        contentType: 'image/jpeg',
        size: picture.length,
      },
    ])
    .returning();
  await db.insert(transcripts).values({ applicationId, semester: 1, documentId: transcriptDocument!.id });

  await db.insert(evaluations).values({
    applicationId,
    evaluatorId: staff.id,
    evaluatorName: 'Staff Member',
    scores: { motivation: 4 },
    comment: `Clear plans, ${label}`,
    score: 80,
    submittedAt: new Date(),
  });
  await db
    .insert(evaluationConflicts)
    .values({ applicationId, evaluatorId: staff.id, reason: `Neighbour of ${label}` });
  const [place] = await db
    .insert(acceptances)
    .values({ applicationId, sessionId: session.id, state: 'ACCEPTED', deadline: new Date(Date.now() + 10 * day) })
    .returning();
  await db.insert(serviceHours).values({
    applicationId,
    date: '2031-03-01',
    hours: 3,
    description: `Library ${label}`,
    validatedAt: new Date(),
    validatedBy: staff.id,
  });
  await db.insert(tuitionFees).values({ applicationId, amount: 250_000, setBy: staff.id });
  const paymentValues = {
    applicationId,
    dueDate: '2031-02-01',
    amount: 125_000,
    paidDate: '2031-02-03',
    operator: 'MTN_MOMO' as const,
    recordedBy: staff.id,
  };
  await db.insert(payments).values({ ...paymentValues, reference: `MOMO-${label}-${person.id}` });
  await db
    .insert(paymentsSetAside)
    .values({ ...paymentValues, id: 900_000 + person.id, reference: `OLD-${label}`, reason: 'OFF_SCHEDULE' });
  await db.insert(applicationAudit).values({
    applicationId,
    actorId: staff.id,
    actorName: 'Staff Member',
    action: 'DECISION',
    after: { status: 'APPROVED' },
  });
  await db.insert(applicationReads).values({
    applicationId,
    readerId: staff.id,
    readerName: 'Staff Member',
    readerRole: 'ADMIN',
    what: 'FILE',
    documentId: transcriptDocument!.id,
  });
  await db.insert(auditEvents).values({
    actorId: staff.id,
    actorName: 'Staff Member',
    action: 'TWO_FACTOR_RESET',
    subjectUserId: person.id,
  });
  await db.insert(mailOutbox).values({
    recipient: person.email.toUpperCase(),
    subject: `Your place, ${label}`,
    text: `Accept your place: http://portal.test/reset?token=secret-${label}`,
    html: '<p>…</p>',
  });
  return { person, applicationId, placeId: place!.id, files: { scan, shot } };
}

export type Applicant = Awaited<ReturnType<typeof applicantWithEverything>> & { person: TestUser };

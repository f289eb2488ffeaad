import { acceptanceAnswerSchema, withdrawalSchema } from '@portal/shared/acceptance';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  localeChangeSchema,
  signInSchema,
  signUpSchema,
  studentProfileSchema,
  updateUserSchema,
} from '@portal/shared/accounts';
import { emptySteps } from '@portal/shared/application-rules';
import {
  completeStepSchema,
  createApplicationSchema,
  highSchoolResumeInputSchema,
  highSchoolResumeUpdateSchema,
  motivationSchema,
  schoolResultInputSchema,
  submitSchema,
  updateApplicationSchema,
} from '@portal/shared/applications';
import {
  paymentInputSchema,
  serviceHoursInputSchema,
  tuitionInputSchema,
  yearSchedule,
} from '@portal/shared/beneficiaries';
import { familyInputSchema, familyMemberInputSchema, familyUpdateSchema } from '@portal/shared/family';
import {
  extraActivityFieldsSchema,
  extraActivityInputSchema,
  financingFieldsSchema,
  financingInputSchema,
  ratingInputSchema,
} from '@portal/shared/list-steps';
import { privacyConsentSchema, privacyNotice } from '@portal/shared/privacy-notice';
import { type ReferenceKind, referenceKinds } from '@portal/shared/reference';
import { approbationSchema, renewSchema } from '@portal/shared/renewal';
import { bonusInputSchema } from '@portal/shared/review-runs';
import {
  conflictInputSchema,
  defaultInterviewRubric,
  evaluationInputSchema,
  interviewBookingSchema,
  interviewOutcomeSchema,
  interviewSlotInputSchema,
  preselectionChangeSchema,
  preselectionInputSchema,
  rubricSchema,
} from '@portal/shared/selection';
import { programmeDay, sessionInputSchema, sessionPatchSchema } from '@portal/shared/sessions';
import {
  challengeCodeSchema,
  challengeSchema,
  totpConfirmSchema,
  twoFactorRemovalSchema,
} from '@portal/shared/two-factor';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod';
import {
  acceptances,
  applications,
  evaluations,
  interviewSlots,
  serviceHours,
  sessions,
  users,
} from '../../src/db/schema/index.ts';
import { answerPlace } from '../../src/modules/acceptance/answer-place.ts';
import { changeAvatar } from '../../src/modules/accounts/change-avatar.ts';
import { requestEmailChange } from '../../src/modules/accounts/request-email-change.ts';
import { requestPasswordReset } from '../../src/modules/accounts/request-password-reset.ts';
import { createSignInChallenges } from '../../src/modules/accounts/sign-in-challenge.ts';
import { signUp } from '../../src/modules/accounts/sign-up.ts';
import { startSignInEnrolment } from '../../src/modules/accounts/start-sign-in-enrolment.ts';
import { startTwoFactorSetup } from '../../src/modules/accounts/start-two-factor-setup.ts';
import { uploadDocuments } from '../../src/modules/documents/upload-documents.ts';
import { codeOf, enrol } from '../accounts/two-factor-helpers.ts';
import { readyToSubmit } from '../applications/complete-application.ts';
import type { Part } from '../documents/helpers.ts';
import { earningMother } from '../family/fixtures.ts';
import { plainSession } from '../route-fuzz.ts';
import type { TestApp, TestUser } from '../test-app.ts';

/** A request as a client sends it: the path with its values, and a JSON or a multipart body. */
export type ValidRequest = {
  url: string;
  json?: unknown;
  multipart?: Part[];
  /** Puts back what the request changed and the other routes rely on (the session students apply to). */
  after?: () => Promise<void>;
};

/**
 * A valid request of one route, made for `user`: its parameters, a body its schema accepts, and the objects it needs,
 * existing, belonging to `user` (or to nobody in particular on a staff or an administrator's route), in a state where
 * the action is allowed. Sent by `user`, or by staff on an object staff may read, it must answer 2xx. For the panel's
 * actions (`application.panel`, `application.panel.member`, `application.conflict`) and the routes on the caller's
 * own account, `user` is the staff member who calls: the maker seats them on the application's panel
 * (`panelSeatOf(user)`), and the authorization test makes one such request for its administrator and one for its
 * evaluator.
 */
export type Maker = (user: TestUser) => Promise<ValidRequest>;

/** A body of a route, typed by the route's schema and checked by it when it is made. */
function body<S extends z.ZodType>(schema: S, value: z.input<S>): z.input<S> {
  schema.parse(value);
  return value;
}

const day = 24 * 3600_000;
const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
const text = (word: string) => ({ en: word, fr: word, it: word });
const password = 'correct horse battery';

/** The objects the requests need, made through the services (or the tables, for states the API does not offer). */
export function validRequests(t: TestApp): Record<string, Maker> {
  const services = t.app.services;
  const db = t.database.db;
  let counter = 0;
  const unique = (prefix: string) => {
    counter += 1;
    return `${prefix}${counter}x${Date.now() % 100_000}`;
  };

  const once = <T>(make: () => Promise<T>) => {
    let made: Promise<T> | undefined;
    return () => (made ??= make());
  };
  /** The session students apply to: open now. */
  const ongoing = once(async () => {
    const { id } = await services.sessions.create({
      ...plainSession,
      startDate: new Date(Date.now() - day).toISOString(),
      endDate: new Date(Date.now() + 30 * day).toISOString(),
    });
    await services.sessions.changeStatus(id, 'OPEN');
    return id;
  });
  /** A closed session: its decisions are published, so its applicants read their scores. */
  const closed = once(async () => {
    const { id } = await services.sessions.create(plainSession);
    await db.update(sessions).set({ status: 'CLOSED' }).where(eq(sessions.id, id));
    return id;
  });
  /** Last year's session, the one before the open one: its approved applications may be renewed. */
  const lastYear = once(async () => {
    const start = Date.now() - 400 * day;
    const { id } = await services.sessions.create({
      ...plainSession,
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 30 * day).toISOString(),
    });
    await db.update(sessions).set({ status: 'CLOSED' }).where(eq(sessions.id, id));
    return id;
  });

  /** The challenge a right password earns `user` (an enrolment by default, whatever STAFF_2FA says). */
  const challengeFor = async (user: TestUser, step: 'CODE' | 'ENROL' = 'ENROL') => {
    const [row] = await db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, user.id));
    const issued = await createSignInChallenges(t.config.jwtSecret, db).issue({
      userId: user.id,
      version: row!.version,
      step,
    });
    return issued.challenge;
  };
  const applicationOf = async (user: TestUser) => (await services.applications.create(user, await ongoing())).id;
  const insertApplication = async (user: TestUser, values: Partial<typeof applications.$inferInsert>) => {
    const row = { sessionId: await closed(), userId: user.id, steps: emptySteps(), ...values };
    return (await db.insert(applications).values(row).returning())[0]!.id;
  };
  /** The place of an approved application of a closed session, offered now. */
  const offerPlace = async (applicationId: number) => {
    const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
    const deadline = new Date(Date.now() + 10 * day);
    await db.insert(acceptances).values({ applicationId, sessionId: row!.sessionId, deadline });
    return row!;
  };
  /** An approved application of the closed session, its place awaiting the answer. */
  const placeOf = async (user: TestUser) => {
    const id = await insertApplication(user, { status: 'APPROVED', submitted: true, eligible: true });
    await offerPlace(id);
    return id;
  };
  /** A session published a month ago: its accepted places are this year's beneficiaries. */
  const published = once(async () => {
    const { id } = await services.sessions.create(plainSession);
    await db
      .update(sessions)
      .set({ status: 'CLOSED', publishedAt: new Date(Date.now() - 30 * day) })
      .where(eq(sessions.id, id));
    return id;
  });
  /** An application of that session whose holder accepted the place. */
  const beneficiaryOf = async (user: TestUser) => {
    const id = await insertApplication(user, { sessionId: await published(), status: 'APPROVED', submitted: true });
    await answerPlace(t.app, { application: await offerPlace(id), input: { accept: true, commitment: true } });
    return id;
  };
  const schoolResultOf = async (user: TestUser) =>
    ((await services.parts.schoolResults.create({ id: await applicationOf(user) }, {})) as { id: number }).id;
  const highSchoolResumeOf = async (user: TestUser) =>
    ((await services.parts.highSchoolResumes.create({ id: await applicationOf(user) }, {})) as { id: number }).id;
  const familyOf = async (user: TestUser) => {
    const applicationId = await applicationOf(user);
    return services.family.create({ id: applicationId }, { applicationId });
  };
  const memberOf = async (user: TestUser) => {
    const family = await familyOf(user);
    return services.family.addMember(family, earningMother);
  };
  const financingOf = async (user: TestUser) => {
    return (await services.lists.financings.create({ id: await applicationOf(user) }, {})).id;
  };
  const extraActivityOf = async (user: TestUser) => {
    return (await services.lists.extraActivities.create({ id: await applicationOf(user) }, {})).id;
  };
  /** A document type every application may hold, one file or several. */
  const documentType = async (allowMultiple: boolean) => {
    const types = await services.reference['document-types'].list();
    const found = types.find(
      (row) => row.target === 'BOTH' && row.scope !== 'RENEWAL' && row.allowMultiple === allowMultiple,
    );
    if (found) return found.id as number;
    const made = await services.reference['document-types'].create({
      name: text(unique('Proof')),
      required: false,
      allowMultiple,
      target: 'BOTH',
      scope: 'ALL',
    });
    return made.id as number;
  };
  const picture = async (field: string): Promise<Part> => ({
    name: field,
    filename: 'proof.png',
    type: 'image/png',
    content: await png(),
  });
  const uploadFields = async (user: TestUser, allowMultiple = false) => [
    { name: 'typeId', value: String(await documentType(allowMultiple)) },
    { name: 'applicationId', value: String(await applicationOf(user)) },
  ];
  const documentOf = async (user: TestUser) => {
    const fields = { typeId: String(await documentType(false)), applicationId: String(await applicationOf(user)) };
    const file = { field: 'file', filename: 'proof.png', mimetype: 'image/png', buffer: await png() };
    return (await uploadDocuments(t.app, { user, body: { fields, files: [file] }, fileField: 'file' }))[0]!;
  };
  const signedLink = async (user: TestUser, kind: string) => {
    const url = new URL((await documentOf(user)).url, 'http://portal.test');
    return `/api/files/${kind}/${url.pathname.split('/').pop()}${url.search}`;
  };
  const freshSession = async () => (await services.sessions.create({ ...plainSession, name: unique('Call ') })).id;
  /** A session whose submission period has ended and whose decisions are not published: its shortlist may change. */
  const endedSession = async () =>
    (
      await services.sessions.create({
        ...plainSession,
        name: unique('Ended '),
        year: 2020,
        startDate: '2020-01-01T00:00:00Z',
        endDate: '2020-03-01T00:00:00Z',
      })
    ).id;
  const freshStudent = () => t.createUser();
  /** A preselected application of a session whose interviews are under way, with a seat for `user` on its panel. */
  const panelSeatOf = async (user: TestUser) => {
    const applicant = await freshStudent();
    const id = await insertApplication(applicant, { sessionId: await freshSession(), preselected: true });
    await db.insert(evaluations).values({ applicationId: id, evaluatorId: user.id, evaluatorName: user.username });
    return id;
  };
  /** An interview time of the session a week ahead, with room. */
  const slotIn = async (sessionId: number) => {
    const startsAt = new Date(Date.now() + 7 * day);
    const values = { sessionId, startsAt, minutes: 30, place: 'Dschang, salle B', capacity: 3 };
    return (await db.insert(interviewSlots).values(values).returning())[0]!.id;
  };
  /** The token of the newest mail to `to` (mails leave the outbox after the answer: waits for them). */
  const mailedToken = async (to: string) => {
    await t.app.outbox.idle();
    const mail = t.mails.findLast((sent) => sent.to === to && /token=/.test(sent.text));
    if (!mail) throw new Error(`no mail with a token to ${to}`);
    return decodeURIComponent(mail.text.match(/token=([^&\s]+)/)![1]!);
  };
  const signedUpToken = async () => {
    const email = `${unique('new')}@example.org`;
    const username = unique('new');
    await signUp(t.app, {
      body: {
        firstName: 'New',
        lastName: 'Person',
        username,
        email,
        password,
        confirmPassword: password,
        privacyNoticeVersion: privacyNotice.version,
      },
      locale: 'en',
    });
    return mailedToken(email);
  };
  const referenceBody = (kind: ReferenceKind) => {
    const name = text(unique(kind));
    if (kind === 'school-levels') return { name, order: 5 };
    if (kind === 'bac-types') return { name, system: 'FRANCOPHONE' };
    if (kind === 'document-types') return { name, required: false, allowMultiple: false, target: 'BOTH', scope: 'ALL' };
    return { name };
  };
  const referenceItem = async (kind: ReferenceKind) =>
    ((await services.reference[kind].create(referenceBody(kind))) as { id: number }).id;
  const reopen = async () => {
    await db
      .update(sessions)
      .set({ status: 'OPEN' })
      .where(eq(sessions.id, await ongoing()));
  };

  const referenceRoutes = Object.fromEntries(
    referenceKinds.flatMap((kind): [string, Maker][] => [
      [`GET /api/${kind}`, async () => ({ url: `/api/${kind}` })],
      [`GET /api/${kind}/:id`, async () => ({ url: `/api/${kind}/${await referenceItem(kind)}` })],
      [`POST /api/${kind}`, async () => ({ url: `/api/${kind}`, json: referenceBody(kind) })],
      [
        `PUT /api/${kind}/:id`,
        async () => ({ url: `/api/${kind}/${await referenceItem(kind)}`, json: referenceBody(kind) }),
      ],
      [`DELETE /api/${kind}/:id`, async () => ({ url: `/api/${kind}/${await referenceItem(kind)}` })],
    ]),
  );
  const documentFileRoutes = Object.fromEntries(
    ['documents', 'birth-certificates', 'transcripts', 'file'].map((kind): [string, Maker] => [
      `GET /api/files/${kind}/:name`,
      async (user) => ({ url: await signedLink(user, kind) }),
    ]),
  );
  documentFileRoutes['GET /api/files/documents/:name/thumbnail'] = async (user) => ({
    url: (await documentOf(user)).thumbnailUrl,
  });

  return {
    'GET /api/openapi.json': async () => ({ url: '/api/openapi.json' }),
    'GET /api/health': async () => ({ url: '/api/health' }),
    ...referenceRoutes,

    // Programme and quotes.
    'GET /api/settings': async () => ({ url: '/api/settings' }),
    'PUT /api/settings': async () => ({ url: '/api/settings', json: await services.programme.getSettings() }),
    'GET /api/settings/public': async () => ({ url: '/api/settings/public' }),
    'GET /api/statistics': async () => ({ url: '/api/statistics' }),
    'GET /api/quotes': async () => ({ url: '/api/quotes' }),
    'GET /api/quotes/random': async () => ({ url: '/api/quotes/random?count=2' }),
    'GET /api/quotes/:id': async () => ({ url: `/api/quotes/${(await quoteWithImage()).id}` }),
    'POST /api/quotes': async () => ({ url: '/api/quotes', multipart: [...quoteFields(), await picture('image')] }),
    'PUT /api/quotes/:id': async () => ({
      url: `/api/quotes/${(await quoteWithImage()).id}`,
      multipart: quoteFields(),
    }),
    'DELETE /api/quotes/:id': async () => ({ url: `/api/quotes/${(await quoteWithImage()).id}` }),
    'GET /api/files/quote-avatars/:filename': async () => ({
      url: `/api/files/quote-avatars/${(await quoteWithImage()).image}`,
    }),

    // Sessions and their figures.
    'GET /api/sessions/current': async () => ({ url: '/api/sessions/current' }),
    'GET /api/sessions': async () => ({ url: '/api/sessions' }),
    'POST /api/sessions': async () => ({ url: '/api/sessions', json: body(sessionInputSchema, plainSession) }),
    'GET /api/sessions/:id': async () => ({ url: `/api/sessions/${await freshSession()}` }),
    'PUT /api/sessions/:id': async () => ({
      url: `/api/sessions/${await freshSession()}`,
      json: body(sessionInputSchema, { ...plainSession, name: unique('Renamed ') }),
    }),
    'PATCH /api/sessions/:id': async () => ({
      url: `/api/sessions/${await freshSession()}`,
      json: body(sessionPatchSchema, { passScore: 40 }),
    }),
    // The open session suspended, then open again for the routes after this one.
    'PUT /api/sessions/:id/status/:status': async () => ({
      url: `/api/sessions/${await ongoing()}/status/SUSPENDED`,
      after: reopen,
    }),
    'DELETE /api/sessions/:id': async () => ({ url: `/api/sessions/${await freshSession()}` }),
    'GET /api/sessions/:id/statistics': async () => ({ url: `/api/sessions/${await ongoing()}/statistics` }),
    'GET /api/sessions/:id/previous/statistics': async () => ({
      url: `/api/sessions/${await ongoing()}/previous/statistics`,
    }),
    'GET /api/sessions/:id/ratings': async () => ({ url: `/api/sessions/${await ongoing()}/ratings` }),

    // Interview panels.
    'GET /api/sessions/:id/rubric': async () => ({ url: `/api/sessions/${await freshSession()}/rubric` }),
    'PUT /api/sessions/:id/rubric': async () => ({
      url: `/api/sessions/${await freshSession()}/rubric`,
      json: body(rubricSchema, defaultInterviewRubric),
    }),
    'POST /api/sessions/:id/panels': async (user) => {
      const sessionId = await freshSession();
      await insertApplication(user, { sessionId, preselected: true });
      return { url: `/api/sessions/${sessionId}/panels` };
    },
    'GET /api/sessions/:id/evaluators': async (user) => {
      const id = await panelSeatOf(user);
      const [row] = await db.select().from(applications).where(eq(applications.id, id));
      return { url: `/api/sessions/${row!.sessionId}/evaluators` };
    },
    'GET /api/users/me/interviews': async (user) => {
      await panelSeatOf(user);
      return { url: '/api/users/me/interviews' };
    },
    'GET /api/applications/:id/evaluations': async (user) => ({
      url: `/api/applications/${await panelSeatOf(user)}/evaluations`,
    }),
    'PUT /api/applications/:id/evaluations/mine': async (user) => ({
      url: `/api/applications/${await panelSeatOf(user)}/evaluations/mine`,
      json: body(evaluationInputSchema, { scores: { motivation: 4, need: 3 }, comment: 'Clear plan' }),
    }),
    'POST /api/applications/:id/conflict': async (user) => ({
      url: `/api/applications/${await panelSeatOf(user)}/conflict`,
      json: body(conflictInputSchema, { reason: 'The applicant is my niece' }),
    }),

    // Accounts.
    'POST /api/auth/sign-up': async () => {
      const email = `${unique('sign')}@example.org`;
      const input = {
        firstName: 'Ama',
        lastName: 'Ngono',
        username: unique('sign'),
        email,
        password,
        confirmPassword: password,
        privacyNoticeVersion: privacyNotice.version,
      };
      return { url: '/api/auth/sign-up', json: body(signUpSchema, input) };
    },
    'POST /api/auth/verify/:token': async () => ({
      url: `/api/auth/verify/${encodeURIComponent(await signedUpToken())}`,
    }),
    'POST /api/auth/resend-signup-email/:email': async (user) => ({
      url: `/api/auth/resend-signup-email/${encodeURIComponent(user.email)}`,
    }),
    'POST /api/auth/sign-in': async (user) => ({
      url: '/api/auth/sign-in',
      json: body(signInSchema, { login: user.username, password: user.password }),
    }),
    // The second step of a staff member's sign-in, with a challenge as a right password earns it.
    'POST /api/auth/sign-in/code': async () => {
      const staff = await t.createUser({ role: 'EVALUATOR' });
      const { secret } = await enrol(t, staff);
      const challenge = await challengeFor(staff, 'CODE');
      // The enrolment used now's step; the next one is still good.
      return {
        url: '/api/auth/sign-in/code',
        json: body(challengeCodeSchema, { challenge, code: await codeOf(secret, 1) }),
      };
    },
    'POST /api/auth/sign-in/enrol': async () => ({
      url: '/api/auth/sign-in/enrol',
      json: body(challengeSchema, { challenge: await challengeFor(await t.createUser({ role: 'ADMIN' })) }),
    }),
    'POST /api/auth/sign-in/enrol/confirm': async () => {
      const challenge = await challengeFor(await t.createUser({ role: 'EVALUATOR' }));
      const { secret } = await startSignInEnrolment(t.app, { challenge });
      return {
        url: '/api/auth/sign-in/enrol/confirm',
        json: body(challengeCodeSchema, { challenge, code: await codeOf(secret) }),
      };
    },
    'POST /api/auth/password/forget': async (user) => ({
      url: '/api/auth/password/forget',
      json: { email: user.email },
    }),
    'POST /api/auth/password/reset': async (user) => {
      requestPasswordReset(t.app, { email: user.email });
      const token = await mailedToken(user.email);
      return {
        url: '/api/auth/password/reset',
        json: { token, password: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' },
      };
    },
    'POST /api/auth/password/change': async (user) => ({
      url: '/api/auth/password/change',
      json: body(changePasswordSchema, {
        currentPassword: user.password,
        newPassword: 'a brand new passphrase',
        confirmPassword: 'a brand new passphrase',
      }),
    }),
    'PATCH /api/auth/change-email/:email': async (user) => ({
      url: `/api/auth/change-email/${unique('moved')}%40example.org`,
      json: body(changeEmailSchema, { currentPassword: user.password }),
    }),
    'POST /api/auth/change-email/confirm/:token': async (user) => {
      const email = `${unique('moved')}@example.org`;
      await requestEmailChange(services.accounts, { userId: user.id, email, currentPassword: user.password });
      return { url: `/api/auth/change-email/confirm/${encodeURIComponent(await mailedToken(email))}` };
    },
    'POST /api/auth/sign-out': async () => ({ url: '/api/auth/sign-out' }),
    'DELETE /api/auth': async (user) => ({
      url: '/api/auth',
      json: body(deleteAccountSchema, { password: user.password }),
    }),
    'GET /api/users/me': async () => ({ url: '/api/users/me' }),
    // The caller's own second factor (staff's: the authorization test makes these for the staff member who calls).
    'POST /api/users/me/two-factor': async () => ({ url: '/api/users/me/two-factor' }),
    'POST /api/users/me/two-factor/confirm': async (user) => {
      const { secret } = await startTwoFactorSetup(t.app, { userId: user.id });
      return { url: '/api/users/me/two-factor/confirm', json: body(totpConfirmSchema, { code: await codeOf(secret) }) };
    },
    'POST /api/users/me/two-factor/recovery-codes': async (user) => {
      const { secret } = await enrol(t, user);
      return {
        url: '/api/users/me/two-factor/recovery-codes',
        json: body(totpConfirmSchema, { code: await codeOf(secret, 1) }),
      };
    },
    // Turned off only where STAFF_2FA=optional (the authorization test's server); refused under `required`.
    'DELETE /api/users/me/two-factor': async (user) => {
      await enrol(t, user);
      return { url: '/api/users/me/two-factor', json: body(twoFactorRemovalSchema, { password: user.password }) };
    },
    'DELETE /api/users/:id/two-factor': async () => {
      const staff = await t.createUser({ role: 'EVALUATOR' });
      await enrol(t, staff);
      return { url: `/api/users/${staff.id}/two-factor` };
    },
    'POST /api/users/me/privacy-consent': async () => ({
      url: '/api/users/me/privacy-consent',
      json: body(privacyConsentSchema, { version: privacyNotice.version }),
    }),
    'PUT /api/users': async () => ({
      url: '/api/users',
      json: body(updateUserSchema, { firstName: 'Ama', lastName: 'Ngono' }),
    }),
    'PUT /api/users/student': async () => ({
      url: '/api/users/student',
      json: body(studentProfileSchema, { town: 'Dschang', hasDisability: false }),
    }),
    'PUT /api/users/locale': async () => ({
      url: '/api/users/locale',
      json: body(localeChangeSchema, { locale: 'fr' }),
    }),
    'PATCH /api/users/avatar': async () => ({ url: '/api/users/avatar', multipart: [await picture('avatar')] }),
    'GET /api/files/users/avatars/:filename': async (user) => {
      const file = { field: 'avatar', filename: 'me.png', mimetype: 'image/png', buffer: await png() };
      const { avatar } = await changeAvatar(t.app, { userId: user.id, file });
      return { url: `/api/files/users/avatars/${avatar!.split('/').pop()}` };
    },
    'GET /api/users': async () => ({ url: '/api/users' }),
    // The portal's own audit: retention runs, breach drills, second factors reset, exports for someone.
    'GET /api/audit-events': async () => ({ url: '/api/audit-events?filter=action:eq:RETENTION&size=5' }),
    'GET /api/users/:id': async () => ({ url: `/api/users/${(await freshStudent()).id}` }),
    // Everything about a person: the own archive and its size, a person's by their id, and the signed link's download.
    'GET /api/users/me/export': async () => ({ url: '/api/users/me/export' }),
    'GET /api/users/me/export/size': async () => ({ url: '/api/users/me/export/size' }),
    'GET /api/users/:id/export': async (user) => ({ url: `/api/users/${user.id}/export` }),
    'GET /api/users/:id/export/size': async (user) => ({ url: `/api/users/${user.id}/export/size` }),
    'GET /api/users/:id/export/download': async (user) => {
      const person = await services.personalData.person(user.id);
      return { url: (await services.personalData.summary(person, person)).url };
    },
    'DELETE /api/users/:id': async () => ({ url: `/api/users/${(await freshStudent()).id}` }),
    'PATCH /api/users/toggle-active/:id': async () => ({
      url: `/api/users/toggle-active/${(await freshStudent()).id}`,
    }),
    'PUT /api/users/:id/role': async () => ({
      url: `/api/users/${(await freshStudent()).id}/role`,
      json: { role: 'ADMIN' },
    }),

    // An application and its own row.
    'POST /api/applications': async () => ({
      url: '/api/applications',
      json: body(createApplicationSchema, { sessionId: await ongoing() }),
    }),
    'GET /api/applications/user/my': async () => ({ url: '/api/applications/user/my' }),
    'GET /api/applications/user/current': async () => ({ url: '/api/applications/user/current' }),
    'GET /api/applications/:id': async (user) => ({ url: `/api/applications/${await applicationOf(user)}` }),
    'GET /api/applications/:id/reads': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}/reads`,
    }),
    'PUT /api/applications/:id': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}`,
      json: body(updateApplicationSchema, { universityStudent: true, nextYearTown: 'Dschang' }),
    }),
    'PATCH /api/applications/:id/motivation': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}/motivation`,
      json: body(motivationSchema, { motivation: 'I want to study mathematics.' }),
    }),
    'PATCH /api/applications/:id/steps/complete/:step': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}/steps/complete/FINANCING`,
      json: body(completeStepSchema, { skipped: true }),
    }),
    'POST /api/applications/:id/submit': async (user) => {
      const id = await applicationOf(user);
      await readyToSubmit(t, user, id);
      return { url: `/api/applications/${id}/submit`, json: body(submitSchema, { declaration: true }) };
    },
    'DELETE /api/applications/:id': async (user) => ({ url: `/api/applications/${await applicationOf(user)}` }),
    'GET /api/applications/:id/applicant': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}/applicant`,
    }),
    'PUT /api/applications/:id/applicant': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}/applicant`,
      json: { birthDate: '2005-03-14', town: 'Dschang' },
    }),

    // The committee's work.
    'GET /api/applications': async () => ({ url: '/api/applications' }),
    'GET /api/applications/export/:format': async () => ({ url: '/api/applications/export/EXCEL' }),
    'POST /api/applications/eligibility-check/:sessionId': async () => ({
      url: `/api/applications/eligibility-check/${await freshSession()}`,
    }),
    'POST /api/applications/save-total-scores/:sessionId': async () => ({
      url: `/api/applications/save-total-scores/${await freshSession()}`,
    }),
    'GET /api/applications/:id/score': async (user) => ({
      url: `/api/applications/${await insertApplication(user, {})}/score`,
    }),
    'PATCH /api/applications/:id/bonus': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}/bonus`,
      json: body(bonusInputSchema, { bonus: 2, bonusReason: 'Orphan, checked with the school' }),
    }),
    'GET /api/applications/:id/audit': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}/audit`,
    }),
    'PATCH /api/applications/:id/approbation': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}/approbation`,
      json: body(approbationSchema, { status: 'APPROVED' }),
    }),
    'GET /api/applications/renewable': async () => ({ url: '/api/applications/renewable' }),

    // The interview shortlist.
    'GET /api/sessions/:id/preselection': async () => ({
      url: `/api/sessions/${await endedSession()}/preselection?count=3`,
    }),
    'POST /api/sessions/:id/preselection': async () => ({
      url: `/api/sessions/${await endedSession()}/preselection`,
      json: body(preselectionInputSchema, { count: 3 }),
    }),
    'PATCH /api/applications/:id/preselection': async (user) => {
      const values = { sessionId: await endedSession(), submitted: true, eligible: true, totalScore: 61.5 };
      return {
        url: `/api/applications/${await insertApplication(user, values)}/preselection`,
        json: body(preselectionChangeSchema, { preselected: true, reason: 'A strong file just below the cut' }),
      };
    },

    // Interviews.
    'POST /api/sessions/:id/interview-slots': async () => ({
      url: `/api/sessions/${await freshSession()}/interview-slots`,
      json: body(interviewSlotInputSchema, {
        startsAt: new Date(Date.now() + 7 * day).toISOString(),
        minutes: 30,
        videoUrl: 'https://meet.example.org/interviews',
        capacity: 4,
      }),
    }),
    'GET /api/sessions/:id/interview-slots': async () => ({
      url: `/api/sessions/${await freshSession()}/interview-slots`,
    }),
    'DELETE /api/interview-slots/:id': async () => ({
      url: `/api/interview-slots/${await slotIn(await freshSession())}`,
    }),
    'PUT /api/applications/:id/interview': async (user) => {
      const sessionId = await freshSession();
      const values = { sessionId, submitted: true, preselected: true, interviewState: 'INVITED' as const };
      return {
        url: `/api/applications/${await insertApplication(user, values)}/interview`,
        json: body(interviewBookingSchema, { slotId: await slotIn(sessionId) }),
      };
    },
    'PATCH /api/applications/:id/interview': async (user) => {
      const id = await panelSeatOf(user);
      await db.update(applications).set({ interviewState: 'BOOKED' }).where(eq(applications.id, id));
      return { url: `/api/applications/${id}/interview`, json: body(interviewOutcomeSchema, { state: 'HELD' }) };
    },

    // The places after publication.
    'POST /api/applications/:id/acceptance': async (user) => ({
      url: `/api/applications/${await placeOf(user)}/acceptance`,
      json: body(acceptanceAnswerSchema, { accept: true, commitment: true }),
    }),
    'POST /api/sessions/:id/acceptances/process': async () => ({
      url: `/api/sessions/${await closed()}/acceptances/process`,
    }),
    'POST /api/applications/:id/withdrawal': async (user) => ({
      url: `/api/applications/${await placeOf(user)}/withdrawal`,
      json: body(withdrawalSchema, { reason: 'False statements on the family step' }),
    }),
    'GET /api/sessions/:id/acceptances': async () => ({ url: `/api/sessions/${await closed()}/acceptances` }),
    'GET /api/results': async () => ({ url: '/api/results' }),

    // The beneficiary's year.
    'GET /api/beneficiaries': async () => ({ url: '/api/beneficiaries' }),
    'GET /api/beneficiaries/export': async () => ({ url: '/api/beneficiaries/export' }),
    'GET /api/beneficiaries/:id': async (user) => ({ url: `/api/beneficiaries/${await beneficiaryOf(user)}` }),
    'POST /api/beneficiaries/:id/hours': async (user) => ({
      url: `/api/beneficiaries/${await beneficiaryOf(user)}/hours`,
      json: body(serviceHoursInputSchema, {
        date: new Date().toISOString().slice(0, 10),
        hours: 2.5,
        description: 'Tutoring at the primary school',
      }),
    }),
    'POST /api/beneficiaries/:id/hours/:hoursId/validation': async (user) => {
      const id = await beneficiaryOf(user);
      const [row] = await db
        .insert(serviceHours)
        .values({ applicationId: id, date: new Date().toISOString().slice(0, 10), hours: 3, description: 'Library' })
        .returning();
      return { url: `/api/beneficiaries/${id}/hours/${row!.id}/validation` };
    },
    'POST /api/beneficiaries/:id/transcripts/:semester': async (user) => ({
      url: `/api/beneficiaries/${await beneficiaryOf(user)}/transcripts/1`,
      multipart: [await picture('file')],
    }),
    'POST /api/beneficiaries/:id/payments': async (user) => {
      const id = await beneficiaryOf(user);
      const [session] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, await published()));
      const first = yearSchedule(session!.publishedAt!, null)[1]!;
      return {
        url: `/api/beneficiaries/${id}/payments`,
        json: body(paymentInputSchema, {
          dueDate: first.dueDate,
          amount: first.amount!,
          paidDate: programmeDay(new Date()),
          operator: 'MTN_MOMO',
          reference: `MP240503.${id}.A56789`,
        }),
      };
    },
    'PUT /api/beneficiaries/:id/tuition': async (user) => ({
      url: `/api/beneficiaries/${await beneficiaryOf(user)}/tuition`,
      json: body(tuitionInputSchema, { amount: 50_000 }),
    }),
    'POST /api/applications/renew': async (user) => {
      const applicationId = await insertApplication(user, {
        sessionId: await lastYear(),
        status: 'APPROVED',
        submitted: true,
      });
      return { url: '/api/applications/renew', json: body(renewSchema, { applicationId }) };
    },

    // The parts an application has one of.
    'POST /api/school-results': async (user) => ({
      url: '/api/school-results',
      json: body(schoolResultInputSchema, { applicationId: await applicationOf(user), totalCredit: 60 }),
    }),
    'GET /api/school-results': async () => ({ url: '/api/school-results' }),
    'GET /api/school-results/application/:id': async (user) => ({
      url: `/api/school-results/application/${await applicationOf(user)}`,
    }),
    'GET /api/school-results/:id': async (user) => ({ url: `/api/school-results/${await schoolResultOf(user)}` }),
    'PUT /api/school-results/:id': async (user) => ({
      url: `/api/school-results/${await schoolResultOf(user)}`,
      json: { totalCredit: 60, achievedCredit: 58 },
    }),
    'DELETE /api/school-results/:id': async (user) => ({ url: `/api/school-results/${await schoolResultOf(user)}` }),
    'POST /api/high-school-resumes': async (user) => ({
      url: '/api/high-school-resumes',
      json: body(highSchoolResumeInputSchema, {
        applicationId: await applicationOf(user),
        languageSection: 'FRANCOPHONE',
        finalGrade: 12,
      }),
    }),
    'GET /api/high-school-resumes': async () => ({ url: '/api/high-school-resumes' }),
    'GET /api/high-school-resumes/application/:id': async (user) => ({
      url: `/api/high-school-resumes/application/${await applicationOf(user)}`,
    }),
    'GET /api/high-school-resumes/:id': async (user) => ({
      url: `/api/high-school-resumes/${await highSchoolResumeOf(user)}`,
    }),
    'PUT /api/high-school-resumes/:id': async (user) => ({
      url: `/api/high-school-resumes/${await highSchoolResumeOf(user)}`,
      json: body(highSchoolResumeUpdateSchema, { languageSection: 'FRANCOPHONE', finalGrade: 12.5 }),
    }),
    'DELETE /api/high-school-resumes/:id': async (user) => ({
      url: `/api/high-school-resumes/${await highSchoolResumeOf(user)}`,
    }),

    // Documents and their files.
    'POST /api/documents': async (user) => ({
      url: '/api/documents',
      multipart: [...(await uploadFields(user)), await picture('file')],
    }),
    'POST /api/documents/multiple': async (user) => ({
      url: '/api/documents/multiple',
      multipart: [...(await uploadFields(user, true)), await picture('files'), await picture('files')],
    }),
    'POST /api/files/upload': async (user) => ({
      url: '/api/files/upload',
      multipart: [...(await uploadFields(user)), await picture('file')],
    }),
    'GET /api/documents': async (user) => {
      await documentOf(user);
      return { url: '/api/documents' };
    },
    'GET /api/documents/application/:id': async (user) => ({
      url: `/api/documents/application/${(await documentOf(user)).applicationId}`,
    }),
    'DELETE /api/documents/:id': async (user) => ({ url: `/api/documents/${(await documentOf(user)).id}` }),
    ...documentFileRoutes,

    // The family step.
    'POST /api/families': async (user) => ({
      url: '/api/families',
      json: body(familyInputSchema, { applicationId: await applicationOf(user), rooms: 3 }),
    }),
    'GET /api/families/application/current': async (user) => {
      // An administrator applies to nothing: their current family is none (null), which is an answer too.
      if (user.role === 'STUDENT') await familyOf(user);
      return { url: '/api/families/application/current' };
    },
    'GET /api/families/application/:id': async (user) => ({
      url: `/api/families/application/${(await familyOf(user)).applicationId}`,
    }),
    'GET /api/families/user/:id': async (user) => {
      await familyOf(user);
      return { url: `/api/families/user/${user.id}` };
    },
    'GET /api/families/:id': async (user) => ({ url: `/api/families/${(await familyOf(user)).id}` }),
    'PUT /api/families/:id': async (user) => {
      const family = await familyOf(user);
      return {
        url: `/api/families/${family.id}`,
        json: body(familyUpdateSchema, { rooms: 2, version: family.version }),
      };
    },
    'PATCH /api/families/:id': async (user) => ({
      url: `/api/families/${(await familyOf(user)).id}`,
      json: body(familyUpdateSchema, { houseType: 'LOCATION' }),
    }),
    'DELETE /api/families/:id': async (user) => ({ url: `/api/families/${(await familyOf(user)).id}` }),
    'POST /api/families/:id/members': async (user) => ({
      url: `/api/families/${(await familyOf(user)).id}/members`,
      json: body(familyMemberInputSchema, earningMother),
    }),
    'GET /api/families/:id/members': async (user) => ({
      url: `/api/families/${(await memberOf(user)).familyId}/members`,
    }),
    'PUT /api/families/members/:id': async (user) => {
      const member = await memberOf(user);
      return {
        url: `/api/families/members/${member.id}`,
        json: body(familyMemberInputSchema, { ...earningMother, birthYear: 1976, version: member.version }),
      };
    },
    'DELETE /api/families/members/:id': async (user) => ({ url: `/api/families/members/${(await memberOf(user)).id}` }),

    // The lists: financing and extra activities.
    'POST /api/applications/financing': async (user) => ({
      url: '/api/applications/financing',
      json: body(financingInputSchema, { applicationId: await applicationOf(user), name: 'Uncle', amount: 50_000 }),
    }),
    'GET /api/applications/:id/financing': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}/financing`,
    }),
    'GET /api/applications/financing/:id': async (user) => ({
      url: `/api/applications/financing/${await financingOf(user)}`,
    }),
    'PUT /api/applications/financing/:id': async (user) => ({
      url: `/api/applications/financing/${await financingOf(user)}`,
      json: body(financingFieldsSchema, { name: 'Aunt', amount: 20_000 }),
    }),
    'DELETE /api/applications/financing/:id': async (user) => ({
      url: `/api/applications/financing/${await financingOf(user)}`,
    }),
    'POST /api/applications/extra-activities': async (user) => ({
      url: '/api/applications/extra-activities',
      json: body(extraActivityInputSchema, { applicationId: await applicationOf(user), title: 'Tutor' }),
    }),
    'GET /api/applications/:id/extra-activities': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}/extra-activities`,
    }),
    'GET /api/applications/extra-activities/:id': async (user) => ({
      url: `/api/applications/extra-activities/${await extraActivityOf(user)}`,
    }),
    'PUT /api/applications/extra-activities/:id': async (user) => ({
      url: `/api/applications/extra-activities/${await extraActivityOf(user)}`,
      json: body(extraActivityFieldsSchema, { title: 'Tutor', salary: 10_000 }),
    }),
    'DELETE /api/applications/extra-activities/:id': async (user) => ({
      url: `/api/applications/extra-activities/${await extraActivityOf(user)}`,
    }),

    // The rating.
    'GET /api/applications/:id/rating': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}/rating`,
    }),
    'POST /api/applications/:id/rating': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}/rating`,
      json: body(ratingInputSchema, { stars: 4, suggestion: 'More time' }),
    }),
    'DELETE /api/applications/:id/rating': async (user) => ({
      url: `/api/applications/${await applicationOf(user)}/rating`,
    }),
  };

  function quoteFields(): Part[] {
    return [
      { name: 'fullName', value: 'Ama Ngono' },
      { name: 'position', value: 'Student' },
      { name: 'content', value: 'The scholarship let me study.' },
    ];
  }
  async function quoteWithImage() {
    const file = { field: 'image', filename: 'a.png', mimetype: 'image/png', buffer: await png() };
    const fields = { fullName: 'Ama Ngono', position: 'Student', content: 'Thanks' };
    return services.quotes.create({ fields, files: [file] });
  }
}

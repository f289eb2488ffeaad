import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { runsFixtures } from './runs-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let fixtures: ReturnType<typeof runsFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  fixtures = runsFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());

const decide = (id: number, payload: object) =>
  t.injectAs(admin, { method: 'PATCH', url: `/api/applications/${id}/approbation`, payload });
const read = async (user: TestUser, url: string) =>
  (await t.injectAs(user, { method: 'GET', url: `/api/applications${url}` })).json().data;
const close = (id: number) => t.injectAs(admin, { method: 'PUT', url: `/api/sessions/${id}/status/CLOSED` });
const mailsTo = async (user: TestUser) => {
  await t.app.mailQueue.idle();
  return t.mails.filter((mail) => mail.to === user.email);
};

describe('decisions and their publication', () => {
  it('records each decision and its taking back, with what it replaced', async () => {
    const session = await fixtures.session('NEW');
    const { id } = await fixtures.applicant(session.id);
    expect((await decide(id, { status: 'REJECTED', reason: 'Forged transcript' })).statusCode).toBe(200);
    expect((await decide(id, { status: 'REJECTED', reason: 'Forged transcript' })).statusCode).toBe(200);
    expect((await decide(id, { status: 'PENDING' })).statusCode).toBe(200);
    const trail = await read(admin, `/${id}/audit`);
    expect(trail).toMatchObject([
      {
        action: 'DECISION_TAKEN_BACK',
        before: { status: 'REJECTED', rejectionReason: 'Forged transcript' },
        after: { status: 'PENDING', rejectionReason: null, resubmissionAllowed: false },
      },
      {
        action: 'DECISION',
        before: { status: 'PENDING', rejectionReason: null, resubmissionAllowed: false },
        after: { status: 'REJECTED', rejectionReason: 'Forged transcript', resubmissionAllowed: false },
      },
    ]);
    expect(trail[0].actorName).toMatch(/^Test User\d+$/);
    expect(Date.parse(trail[0].at)).not.toBeNaN();
  });

  it('shows the applicant PENDING until the session closes, then mails each decision once', async () => {
    const session = await fixtures.session('OPEN');
    const approved = await fixtures.applicant(session.id);
    const rejected = await fixtures.applicant(session.id, { locale: 'fr' });
    const undecided = await fixtures.applicant(session.id);
    await decide(approved.id, { status: 'APPROVED' });
    await decide(rejected.id, { status: 'REJECTED', reason: 'Pièces illisibles' });

    for (const url of [`/${approved.id}`, '/user/current']) {
      expect(await read(approved.user, url)).toMatchObject({ status: 'PENDING', rejectionReason: null });
    }
    expect((await read(approved.user, '/user/my'))[0]).toMatchObject({ status: 'PENDING' });
    expect(await read(rejected.user, `/${rejected.id}`)).toMatchObject({ status: 'PENDING', rejectionReason: null });
    expect(await read(admin, `/${approved.id}`)).toMatchObject({ status: 'APPROVED' });
    expect(await mailsTo(approved.user)).toEqual([]);

    expect((await close(session.id)).statusCode).toBe(200);
    expect(await read(approved.user, `/${approved.id}`)).toMatchObject({ status: 'APPROVED' });
    expect(await read(rejected.user, `/${rejected.id}`)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Pièces illisibles',
    });
    const [approvedMail, ...moreApproved] = await mailsTo(approved.user);
    expect(moreApproved).toEqual([]);
    expect(approvedMail!.text).toContain('has approved your application');
    const [rejectedMail] = await mailsTo(rejected.user);
    expect(rejectedMail!.subject).toContain('La décision du comité');
    expect(rejectedMail!.text).toContain('Motif : Pièces illisibles');
    expect(await mailsTo(undecided.user)).toEqual([]);

    // Closed again (reopened by hand): only a changed decision is mailed again.
    await fixtures.setSessionStatus(session.id, 'OPEN');
    expect((await close(session.id)).statusCode).toBe(200);
    expect(await mailsTo(approved.user)).toHaveLength(1);
    await fixtures.setSessionStatus(session.id, 'OPEN');
    await decide(rejected.id, { status: 'NOT_APPROVED' });
    expect((await close(session.id)).statusCode).toBe(200);
    expect(await mailsTo(approved.user)).toHaveLength(1);
    expect(await mailsTo(rejected.user)).toHaveLength(2);

    // A decision taken once the session is closed is published, and mailed, at once.
    await decide(undecided.id, { status: 'NOT_APPROVED' });
    expect(await read(undecided.user, `/${undecided.id}`)).toMatchObject({ status: 'NOT_APPROVED' });
    const [late] = await mailsTo(undecided.user);
    expect(late!.text).toContain('has not been able to approve it');
  });

  it('shows and mails at once a rejection that allows a re-submission, and not again at closing', async () => {
    const session = await fixtures.session('OPEN');
    const { user, id } = await fixtures.applicant(session.id, { locale: 'fr' });
    const answer = await decide(id, { status: 'REJECTED', reason: 'Relevé manquant', resubmissionAllowed: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await read(user, `/${id}`)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Relevé manquant',
      resubmissionAllowed: true,
    });
    const [mail, ...more] = await mailsTo(user);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Motif : Relevé manquant');
    expect(mail!.text).toContain('Vous pouvez corriger votre candidature');

    expect((await close(session.id)).statusCode).toBe(200);
    expect(await mailsTo(user)).toHaveLength(1);
  });
});

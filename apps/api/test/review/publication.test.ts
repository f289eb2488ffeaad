import { programmeDateTime } from '@portal/shared/programme-time';
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
  await t.app.outbox.idle();
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

  it('shows the applicant PENDING until the session closes, then mails every candidate once', async () => {
    const session = await fixtures.session('OPEN');
    const approved = await fixtures.applicant(session.id);
    const rejected = await fixtures.applicant(session.id, { locale: 'fr' });
    const undecided = await fixtures.applicant(session.id, { locale: 'it' });
    const waiting = await fixtures.applicant(session.id, { locale: 'fr' });
    const draft = await fixtures.applicant(session.id, { submitted: false });
    await fixtures.setEligible(waiting.id, true);
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

    // The approval says what the dashboard says: the deadline in Cameroon's time, what follows without an answer,
    // the commitments, and where to answer.
    const { deadline } = (await read(approved.user, `/${approved.id}`)).acceptance;
    const [approvedMail, ...moreApproved] = await mailsTo(approved.user);
    expect(moreApproved).toEqual([]);
    expect(approvedMail!.subject).toBe(
      `Your application to ${session.name} is approved: a scholarship place awaits your answer`,
    );
    expect(approvedMail!.text).toContain('the committee has approved your application');
    expect(approvedMail!.text).toContain(`before ${programmeDateTime('en', deadline)}.`);
    expect(approvedMail!.text).toMatch(
      /\(West Africa Time, GMT\+1\)\. Without an answer by then, the place goes to the next/,
    );
    expect(approvedMail!.text).toContain('- at least 100 hours of community service');
    expect(approvedMail!.text).toContain('- your transcript at the end of each semester');
    expect(approvedMail!.text).toContain('Answer in the portal\nhttp://portal.test/dashboard');
    expect(approvedMail!.html).toContain('<a href="http://portal.test/dashboard">Answer in the portal</a>');

    const [rejectedMail] = await mailsTo(rejected.user);
    expect(rejectedMail!.subject).toContain('La décision du comité');
    expect(rejectedMail!.text).toContain('Motif : Pièces illisibles');
    expect(rejectedMail!.text).not.toContain('Si une place se libère');

    // Still undecided at publication: not among those offered a place; told how a freed place may still come when
    // they may be offered one (eligible and submitted), and a draft that it was not examined.
    const [undecidedMail, ...moreUndecided] = await mailsTo(undecided.user);
    expect(moreUndecided).toEqual([]);
    expect(undecidedMail!.subject).toBe(`I risultati di ${session.name} sono pubblicati`);
    expect(undecidedMail!.text).toContain('La tua candidatura non è tra quelle a cui è offerto un posto.');
    expect(undecidedMail!.text).not.toContain('Se un posto si libera');
    const [waitingMail] = await mailsTo(waiting.user);
    expect(waitingMail!.text).toContain('Votre candidature ne fait pas partie de celles à qui une place est proposée.');
    expect(waitingMail!.text).toContain('Si une place se libère');
    const [draftMail] = await mailsTo(draft.user);
    expect(draftMail!.text).toContain('Your application was not submitted, so the committee did not examine it.');

    // Closed again (reopened by hand): only a changed decision is mailed again.
    await fixtures.setSessionStatus(session.id, 'OPEN');
    expect((await close(session.id)).statusCode).toBe(200);
    expect(await mailsTo(approved.user)).toHaveLength(1);
    expect(await mailsTo(undecided.user)).toHaveLength(1);
    await fixtures.setSessionStatus(session.id, 'OPEN');
    await decide(rejected.id, { status: 'NOT_APPROVED' });
    expect((await close(session.id)).statusCode).toBe(200);
    expect(await mailsTo(approved.user)).toHaveLength(1);
    const [, notApproved, ...more] = await mailsTo(rejected.user);
    expect(more).toEqual([]);
    expect(notApproved!.text).toContain('n’a pas pu vous proposer de place cette fois');

    // Published decisions no longer change: nothing is mailed.
    expect((await decide(undecided.id, { status: 'NOT_APPROVED' })).json().code).toBe('DECISION_PUBLISHED');
    expect(await mailsTo(undecided.user)).toHaveLength(1);
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
    expect(mail!.text).toContain(
      'jusqu’à la fin de la session, le jeudi 1 octobre 2026 à 01:00 (heure d’Afrique de l’Ouest, UTC+1)',
    );

    expect((await close(session.id)).statusCode).toBe(200);
    expect(await mailsTo(user)).toHaveLength(1);
  });
});

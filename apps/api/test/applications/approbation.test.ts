import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { applyingFixtures } from './fixtures.ts';

let t: TestApp;
let admin: TestUser;
let fixtures: ReturnType<typeof applyingFixtures>;
let session: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  fixtures = applyingFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
  session = await fixtures.session();
});
afterAll(async () => t?.close());

const decide = (user: TestUser | null, id: number | string, payload: object, lang = 'en') =>
  t.injectAs(user, {
    method: 'PATCH',
    url: `/api/applications/${id}/approbation`,
    payload,
    headers: { 'accept-language': lang },
  });
const read = async (user: TestUser, id: number) =>
  (await t.injectAs(user, { method: 'GET', url: `/api/applications/${id}` })).json().data;
const edit = (user: TestUser, id: number) =>
  t.injectAs(user, { method: 'PUT', url: `/api/applications/${id}`, payload: { desiredOption: 'Physics' } });

async function applicant() {
  const student = await t.createUser();
  const application = await fixtures.apply(student, session.id);
  return { student, id: application.id };
}

describe("the committee's decision", () => {
  it('approves an application, which its applicant can then no longer change', async () => {
    const { student, id } = await applicant();
    const approved = await decide(admin, id, { status: 'APPROVED', reason: 'ignored' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'APPROVED',
      rejectionReason: null,
      resubmissionAllowed: false,
    });
    const locked = await edit(student, id);
    expect(locked.statusCode).toBe(409);
    // Until the session closes the refusal does not reveal the decision.
    expect(locked.json().message).toBe(
      'This application is submitted and waits for the committee; it can no longer be changed',
    );
  });

  it('allows a re-submission only with a rejection, naming the field', async () => {
    const { id } = await applicant();
    for (const status of ['APPROVED', 'NOT_APPROVED', 'PENDING']) {
      const refused = await decide(admin, id, { status, reason: 'Why', resubmissionAllowed: true }, 'fr');
      expect(refused.statusCode, status).toBe(400);
      expect(refused.json().fieldErrors).toMatchObject([
        { field: 'resubmissionAllowed', message: 'Une nouvelle soumission ne peut être autorisée qu’avec un rejet' },
      ]);
    }
  });

  it('needs the reason of a rejection, naming the field, and changes nothing without it', async () => {
    const { student, id } = await applicant();
    for (const payload of [
      { status: 'REJECTED' },
      { status: 'REJECTED', reason: '   ' },
      { status: 'REJECTED', reason: null },
    ]) {
      const refused = await decide(admin, id, payload, 'fr');
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fieldErrors).toMatchObject([{ field: 'reason', message: 'Ce champ est obligatoire' }]);
    }
    expect(await read(student, id)).toMatchObject({ status: 'PENDING', version: 0 });

    const rejected = await decide(admin, id, {
      status: 'REJECTED',
      reason: ' Incomplete file ',
      resubmissionAllowed: true,
    });
    expect(rejected.json().data).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Incomplete file',
      resubmissionAllowed: true,
    });
    // A rejection that authorises re-submission lets the applicant change the application again.
    expect((await edit(student, id)).statusCode).toBe(200);
  });

  it('refuses without a reason or re-submission, and locks the application', async () => {
    const { student, id } = await applicant();
    const refused = await decide(admin, id, { status: 'NOT_APPROVED' });
    expect(refused.json().data).toMatchObject({
      status: 'NOT_APPROVED',
      rejectionReason: null,
      resubmissionAllowed: false,
    });
    expect((await edit(student, id)).json().code).toBe('APPLICATION_LOCKED');
  });

  it('is taken back with PENDING, which clears the reason and opens the application again', async () => {
    const { student, id } = await applicant();
    await decide(admin, id, { status: 'REJECTED', reason: 'Late documents' });
    const back = await decide(admin, id, { status: 'PENDING' });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'PENDING', rejectionReason: null, resubmissionAllowed: false });
    expect((await edit(student, id)).statusCode).toBe(200);
    await decide(admin, id, { status: 'APPROVED' });
    expect((await decide(admin, id, { status: 'PENDING' })).json().data.status).toBe('PENDING');
    expect((await edit(student, id)).statusCode).toBe(200);
  });

  it('is for administrators only, on an application that exists, with a known status', async () => {
    const { student, id } = await applicant();
    expect((await decide(student, id, { status: 'APPROVED' })).statusCode).toBe(403);
    expect((await decide(null, id, { status: 'APPROVED' })).statusCode).toBe(401);
    expect((await decide(admin, 99_999, { status: 'APPROVED' })).statusCode).toBe(404);
    const unknown = await decide(admin, id, { status: 'MAYBE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0].field).toBe('status');
    expect((await decide(admin, 'x', { status: 'APPROVED' })).statusCode).toBe(400);
    expect(await read(student, id)).toMatchObject({ status: 'PENDING' });
  });
});

describe("the committee's note on a decision", () => {
  const auditOf = async (id: number) =>
    (await t.injectAs(admin, { method: 'GET', url: `/api/applications/${id}/audit` })).json().data as {
      action: string;
      note: string | null;
      after: { status: string };
    }[];

  it('is kept, trimmed, with the line of the trail the approval or the rejection writes', async () => {
    const { id } = await applicant();
    const approved = await decide(admin, id, {
      status: 'APPROVED',
      note: '  Not submitted: approved on the branch’s word.  ',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await decide(admin, id, {
      status: 'REJECTED',
      reason: 'Missing transcript',
      note: 'Called the applicant on 3 May',
    });
    await decide(admin, id, { status: 'PENDING', note: '   ' });
    const trail = await auditOf(id);
    expect(trail.map((entry) => [entry.action, entry.after.status, entry.note])).toEqual([
      ['DECISION_TAKEN_BACK', 'PENDING', null],
      ['DECISION', 'REJECTED', 'Called the applicant on 3 May'],
      ['DECISION', 'APPROVED', 'Not submitted: approved on the branch’s word.'],
    ]);
    // The applicant never reads it.
    const { student, id: other } = await applicant();
    await decide(admin, other, { status: 'REJECTED', reason: 'Fix it', resubmissionAllowed: true, note: 'Internal' });
    expect(JSON.stringify(await read(student, other))).not.toContain('Internal');
  });

  it('is refused beyond 1,000 characters, naming the field in the reader’s language, and nothing changes', async () => {
    const { student, id } = await applicant();
    const refused = await decide(admin, id, { status: 'APPROVED', note: 'x'.repeat(1001) }, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'note', message: expect.stringContaining('1000') }),
    ]);
    expect(await read(student, id)).toMatchObject({ status: 'PENDING', version: 0 });
    expect(await auditOf(id)).toEqual([]);
    const longest = await decide(admin, id, { status: 'APPROVED', note: 'x'.repeat(1000) });
    expect(longest.statusCode).toBe(200);
  });

  it('cannot be set by a student, even on their own application', async () => {
    const { student, id } = await applicant();
    const refused = await decide(student, id, { status: 'APPROVED', note: 'Approve me' });
    expect(refused.statusCode).toBe(403);
    expect(await read(student, id)).toMatchObject({ status: 'PENDING' });
    expect(await auditOf(id)).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolResults } from '../../src/db/schema/index.ts';
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

const call = (method: 'POST' | 'PATCH', url: string, payload?: object, lang = 'en') =>
  t.injectAs(admin, { method, url: `/api${url}`, payload, headers: { 'accept-language': lang } });
const auditOf = async (id: number) =>
  (await t.injectAs(admin, { method: 'GET', url: `/api/applications/${id}/audit` })).json().data;

describe('a closed session', () => {
  it('refuses its eligibility check, its scoring, a bonus and a decision, and changes nothing', async () => {
    const session = await fixtures.session();
    const { id } = await fixtures.applicant(session.id, { average: 10 });
    const other = await fixtures.applicant(session.id);
    expect((await call('POST', `/applications/eligibility-check/${session.id}`)).statusCode).toBe(200);
    expect((await call('POST', `/applications/save-total-scores/${session.id}`)).statusCode).toBe(200);
    await fixtures.setSessionStatus(session.id, 'CLOSED');
    // What the runs would change if they ran: a better average makes the application eligible.
    await t.database.db.update(schoolResults).set({ annualAverage: 16 }).where(eq(schoolResults.applicationId, id));
    const before = await fixtures.row(id);
    const trail = await auditOf(id);

    const refusals = [
      await call('POST', `/applications/eligibility-check/${session.id}`, undefined, 'fr'),
      await call('POST', `/applications/save-total-scores/${session.id}`),
      await call('PATCH', `/applications/${id}/bonus`, { bonus: 3, bonusReason: 'Orphan' }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('SESSION_CLOSED');
    }
    expect(refusals[0]!.json().message).toBe(
      'Cette session est close et ses décisions sont publiées : son éligibilité, ses scores et ses bonus ne changent plus',
    );
    const decision = await call('PATCH', `/applications/${other.id}/approbation`, { status: 'APPROVED' });
    expect(decision.statusCode).toBe(409);
    expect(decision.json().code).toBe('DECISION_PUBLISHED');

    expect(await fixtures.row(id)).toEqual(before);
    expect(await auditOf(id)).toEqual(trail);
    expect((await fixtures.row(other.id)).status).toBe('PENDING');

    // The session's answer tells the screens why: it is closed.
    const read = await t.injectAs(admin, { method: 'GET', url: `/api/sessions/${session.id}` });
    expect(read.json().data.status).toBe('CLOSED');
  });
});

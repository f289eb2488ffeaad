import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeders } from '../../src/db/seeder.ts';
import { seeders } from '../../src/modules/index.ts';
import { seedRenewalDocumentType } from '../../src/modules/reference/reference.seed.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { documentsFixtures, expectCreated, pdf, upload } from './helpers.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());

const name = (en: string) => ({ en, fr: `${en} fr`, it: `${en} it` });

describe('document types and the applications that ask for them', () => {
  it('are seeded for both audiences and both kinds of application, renewals asking for an unchanged situation', async () => {
    await runSeeders(seeders, t.database.db, t.config, t.app.log);
    await runSeeders(seeders, t.database.db, t.config, t.app.log);
    const types = (await t.injectAs(admin, { method: 'GET', url: '/api/document-types' })).json().data as {
      name: { en: string };
      target: string;
      scope: string;
    }[];
    const renewal = types.filter((type) => type.scope === 'RENEWAL');
    expect(renewal.map((type) => type.name.en)).toEqual(['Proof that the economic situation is unchanged']);
    expect(new Set(types.map((type) => type.target))).toEqual(new Set(['BOTH', 'STUDENT', 'PUPIL']));
    expect(types.some((type) => type.scope === 'NEW')).toBe(true);
  });

  it('reach a database seeded before types had a scope: the renewal type is added once', async () => {
    const older = await createTestApp();
    try {
      const olderAdmin = await older.createUser({ role: 'ADMIN' });
      const count = async () =>
        (await older.injectAs(olderAdmin, { method: 'GET', url: '/api/document-types' })).json().data.length;
      expect(await count()).toBe(0);
      await seedRenewalDocumentType.run(older.database.db, older.config, older.app.log);
      await seedRenewalDocumentType.run(older.database.db, older.config, older.app.log);
      expect(await count()).toBe(1);
    } finally {
      await older.close();
    }
  });

  it('keep the scope an administrator gives, ALL when none is given, and refuse an unknown one', async () => {
    const base = { required: true, allowMultiple: false, target: 'BOTH' };
    const renewal = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/document-types',
      payload: { ...base, name: name('Renewal letter'), scope: 'RENEWAL' },
    });
    expectCreated(renewal);
    expect(renewal.json().data.scope).toBe('RENEWAL');
    const plain = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/document-types',
      payload: { ...base, name: name('Plain letter') },
    });
    expect(plain.json().data.scope).toBe('ALL');
    const wrong = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/document-types',
      payload: { ...base, name: name('Odd letter'), scope: 'SOMETIMES' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors[0].field).toBe('scope');
  });

  it('cannot be deleted while a document is of that type (409 IN_USE)', async () => {
    const f = await documentsFixtures(t);
    const { user } = await f.applicant();
    expectCreated(await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf() }]));
    const refused = await t.injectAs(admin, { method: 'DELETE', url: `/api/document-types/${f.types.birth.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IN_USE');
    const unused = await t.injectAs(admin, { method: 'DELETE', url: `/api/document-types/${f.types.optional.id}` });
    expect(unused.statusCode).toBe(200);
  });
});

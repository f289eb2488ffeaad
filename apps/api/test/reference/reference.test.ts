import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handicaps, studentProfiles, systemMeta } from '../../src/db/schema/index.ts';
import { seedReferenceLists } from '../../src/modules/reference/reference.seed.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

let t: TestApp;
let admin: TestUser;
let student: TestUser;
const name = { en: 'Medical certificate', fr: 'Certificat médical', it: 'Certificato medico' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  student = await t.createUser();
  await seedReferenceLists.run(t.database.db, t.config, t.app.log);
});
afterAll(() => t.close());

describe('reference lists', () => {
  it('are seeded once with names in en, fr and it', async () => {
    for (const path of ['/api/bac-types', '/api/document-types', '/api/handicaps', '/api/school-levels']) {
      const response = await t.injectAs(student, { method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      const items = response.json().data as { name: Record<string, string> }[];
      expect(items.length, path).toBeGreaterThan(2);
      for (const item of items) expect(item.name.en && item.name.fr && item.name.it).toBeTruthy();
    }
    const bacs = (await t.injectAs(student, { method: 'GET', url: '/api/bac-types' })).json().data as {
      system: string;
    }[];
    expect(new Set(bacs.map((bac) => bac.system))).toEqual(new Set(['ANGLOPHONE', 'FRANCOPHONE']));
    const levels = (await t.injectAs(student, { method: 'GET', url: '/api/school-levels' })).json().data as {
      order: number;
    }[];
    expect(levels.map((level) => level.order)).toEqual([...levels.map((level) => level.order)].sort((a, b) => a - b));
  });

  it('does not bring deleted items back when the seed runs again', async () => {
    const [first] = await t.database.db.select().from(handicaps).limit(1);
    const removed = await t.injectAs(admin, { method: 'DELETE', url: `/api/handicaps/${first!.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: true });
    await seedReferenceLists.run(t.database.db, t.config, t.app.log);
    expect(await t.database.db.select().from(handicaps).where(eq(handicaps.id, first!.id))).toHaveLength(0);
    expect(await t.database.db.select().from(systemMeta).where(eq(systemMeta.key, 'seed.reference'))).toHaveLength(1);
  });

  it('needs a signed-in user to read', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/handicaps' });
    expect(response.statusCode).toBe(401);
  });

  it('lets an administrator create, read, update and delete a document type', async () => {
    const created = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/document-types',
      payload: { name, required: false, allowMultiple: true, target: 'STUDENT' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({
      name,
      required: false,
      allowMultiple: true,
      target: 'STUDENT',
      description: null,
    });

    const read = await t.injectAs(student, { method: 'GET', url: `/api/document-types/${id}` });
    expect(read.json().data.name.fr).toBe('Certificat médical');

    const updated = await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/document-types/${id}`,
      payload: {
        name,
        required: true,
        allowMultiple: false,
        target: 'BOTH',
        description: { en: 'Recent', fr: 'Récent', it: 'Recente' },
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ required: true, target: 'BOTH', description: { fr: 'Récent' } });

    expect((await t.injectAs(admin, { method: 'DELETE', url: `/api/document-types/${id}` })).statusCode).toBe(200);
    const gone = await t.injectAs(admin, {
      method: 'GET',
      url: `/api/document-types/${id}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Type de document introuvable');
  });

  it('answers a change made through the API at once', async () => {
    const bacNames = async () =>
      (
        (await t.injectAs(student, { method: 'GET', url: '/api/bac-types' })).json().data as { name: { en: string } }[]
      ).map((bac) => bac.name.en);
    const before = await bacNames();
    const bac = { name: { en: 'Bac Z', fr: 'Bac Z', it: 'Bac Z' }, system: 'FRANCOPHONE' };
    const created = await t.injectAs(admin, { method: 'POST', url: '/api/bac-types', payload: bac });
    expect(created.statusCode).toBe(201);
    const afterCreate = await bacNames();
    expect(afterCreate).toContain('Bac Z');
    expect(afterCreate).toHaveLength(before.length + 1);
    const { id } = created.json().data;
    const renamed = { ...bac, name: { en: 'Bac Y', fr: 'Bac Y', it: 'Bac Y' } };
    expect((await t.injectAs(admin, { method: 'PUT', url: `/api/bac-types/${id}`, payload: renamed })).statusCode).toBe(
      200,
    );
    const afterRename = await bacNames();
    expect(afterRename).toContain('Bac Y');
    expect(afterRename).not.toContain('Bac Z');
    // A refused write (the name is taken) changes nothing, and the list still reads right.
    const clash = await t.injectAs(admin, { method: 'POST', url: '/api/bac-types', payload: renamed });
    expect(clash.statusCode).toBe(409);
    expect(await bacNames()).toEqual(afterRename);
    expect((await t.injectAs(admin, { method: 'DELETE', url: `/api/bac-types/${id}` })).statusCode).toBe(200);
    expect(await bacNames()).toEqual(before);
  });

  it('refuses a name missing in one language, naming the field in French', async () => {
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/school-levels',
      headers: { 'accept-language': 'fr' },
      payload: { name: { en: 'Year 4', fr: '', it: 'Anno 4' }, order: 9 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([
      { field: 'name.fr', code: 'validation.required', message: 'Ce champ est obligatoire' },
    ]);
    const levels = (await t.injectAs(admin, { method: 'GET', url: '/api/school-levels' })).json().data as {
      order: number;
    }[];
    expect(levels.some((level) => level.order === 9)).toBe(false);
  });

  it('refuses an unknown bac system', async () => {
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/bac-types',
      payload: { name: { en: 'X', fr: 'X', it: 'X' }, system: 'OTHER' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0].field).toBe('system');
  });

  it('forbids students to change the lists', async () => {
    const before = (await t.injectAs(admin, { method: 'GET', url: '/api/handicaps' })).json().data;
    const calls = [
      { method: 'POST' as const, url: '/api/handicaps', payload: { name } },
      { method: 'PUT' as const, url: `/api/handicaps/${before[0].id}`, payload: { name } },
      { method: 'DELETE' as const, url: `/api/handicaps/${before[0].id}` },
    ];
    for (const call of calls) expect((await t.injectAs(student, call)).statusCode, call.method).toBe(403);
    expect((await t.injectAs(null, calls[0]!)).statusCode).toBe(401);
    expect((await t.injectAs(admin, { method: 'GET', url: '/api/handicaps' })).json().data).toEqual(before);
  });

  it('answers 404 for an unknown item and 400 for a bad id', async () => {
    expect(
      (await t.injectAs(admin, { method: 'PUT', url: '/api/bac-types/99999', payload: { name, system: 'ANGLOPHONE' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.injectAs(admin, { method: 'DELETE', url: '/api/school-levels/99999' })).statusCode).toBe(404);
    expect((await t.injectAs(admin, { method: 'GET', url: '/api/handicaps/abc' })).statusCode).toBe(400);
  });

  it('refuses to delete a handicap that a student profile names', async () => {
    const [handicap] = await t.database.db.select().from(handicaps).limit(1);
    await t.database.db
      .insert(studentProfiles)
      .values({ userId: student.id, hasDisability: true, handicapId: handicap!.id });
    const response = await t.injectAs(admin, {
      method: 'DELETE',
      url: `/api/handicaps/${handicap!.id}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('IN_USE');
    expect(response.json().message).toContain('Handicap est utilisé par 1');
    expect(await t.database.db.select().from(handicaps).where(eq(handicaps.id, handicap!.id))).toHaveLength(1);
  });
});

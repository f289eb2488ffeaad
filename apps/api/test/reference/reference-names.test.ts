import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceLists } from '../../src/modules/reference/reference.seed.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  await seedReferenceLists.run(t.database.db, t.config, t.app.log);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object, language = 'en') =>
  t.injectAs(admin, { method, url, payload, headers: { 'accept-language': language } });
const list = async (path: string) =>
  (await t.injectAs(admin, { method: 'GET', url: path })).json().data as { id: number; name: Record<string, string> }[];

describe('reference names are unique within a list', () => {
  it('refuses a handicap named like another in any language, whatever the case, with 409 on that field', async () => {
    const before = await list('/api/handicaps');
    const response = await send(
      'POST',
      '/api/handicaps',
      { name: { en: 'visual IMPAIRMENT ', fr: 'Cécité totale', it: 'Cecità' } },
      'fr',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: '« visual IMPAIRMENT » figure déjà dans cette liste',
      fieldErrors: [
        {
          field: 'name.en',
          code: 'reference.duplicateName',
          message: '« visual IMPAIRMENT » figure déjà dans cette liste',
        },
      ],
    });
    expect(await list('/api/handicaps')).toEqual(before);
  });

  it('names every language that clashes', async () => {
    const response = await send('POST', '/api/school-levels', {
      name: { en: 'Doctorate', fr: 'DOCTORAT', it: 'Nuovo livello' },
      order: 9,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().fieldErrors.map((problem: { field: string }) => problem.field)).toEqual([
      'name.en',
      'name.fr',
    ]);
  });

  it('refuses renaming an item to another item’s name, but lets an item keep its own', async () => {
    const [first, second] = await list('/api/document-types');
    const body = (name: Record<string, string>) => ({ name, required: true, allowMultiple: false, target: 'BOTH' });
    const clash = await send(
      'PUT',
      `/api/document-types/${second!.id}`,
      body({ ...second!.name, it: first!.name.it! }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'name.it', message: `“${first!.name.it}” is already in this list` }),
    ]);
    const same = await send(
      'PUT',
      `/api/document-types/${second!.id}`,
      body({ ...second!.name, en: second!.name.en!.toUpperCase() }),
    );
    expect(same.statusCode).toBe(200);
  });

  it('still adds a new name, and compares lists separately', async () => {
    const created = await send('POST', '/api/handicaps', {
      name: { en: 'Doctorate', fr: 'Doctorat', it: 'Dottorato' },
    });
    expect(created.statusCode).toBe(201);
    const missing = await send('PUT', '/api/handicaps/999999', { name: { en: 'x', fr: 'y', it: 'z' } });
    expect(missing.statusCode).toBe(404);
  });
});

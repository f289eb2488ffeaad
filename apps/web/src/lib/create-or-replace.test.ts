import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createOrReplace } from './create-or-replace';
import { initI18n } from './i18n';

const fetchMock = vi.fn<typeof fetch>();
const schema = z.object({ id: z.number(), version: z.number() });
const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) };
};

beforeAll(() => initI18n('en'));
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json({ data: { id: 5, version: 2 } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('createOrReplace', () => {
  const saved = { create: { path: '/families', owner: { applicationId: 7 } }, replace: '/families/{id}', schema };

  it('adds the object on its first save, with what it belongs to and never a version', async () => {
    await expect(createOrReplace({ ...saved, id: null, body: { rooms: 3, version: 4 } })).resolves.toEqual({
      id: 5,
      version: 2,
    });
    expect(sent()).toEqual({ url: '/api/families', method: 'POST', body: { rooms: 3, applicationId: 7 } });
  });

  it('replaces it by its id after, naming the version the screen loaded', async () => {
    await createOrReplace({ ...saved, id: 5, body: { rooms: 3, version: 4 } });
    expect(sent()).toEqual({ url: '/api/families/5', method: 'PUT', body: { rooms: 3, version: 4 } });
  });

  it('adds below an owner named in the address', async () => {
    const member = {
      create: { path: '/families/{id}/members', pathParams: { id: 9 } },
      replace: '/families/members/{id}',
    };
    await createOrReplace({ ...member, schema, id: null, body: { birthYear: 1975 } });
    expect(sent()).toMatchObject({ url: '/api/families/9/members', method: 'POST', body: { birthYear: 1975 } });
  });
});

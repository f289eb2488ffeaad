import { describe, expect, it } from 'vitest';
import type { Conn } from '../db/client.ts';
import { createAccess, ownerOnly, ownerOrAdmin, type Viewer } from './access.ts';
import { AppError } from './app-error.ts';

/** Objects 1 and 2 belong to users 10 and 20, object 4 to nobody (its owner's account was deleted); any other key
 * is no object at all. */
const things = new Map<string, { key: string; userId: number | null }>([
  ['1', { key: '1', userId: 10 }],
  ['2', { key: '2', userId: 20 }],
  ['4', { key: '4', userId: null }],
]);
const lookups: string[] = [];
const ownerOf = async (_conn: Conn, key: string | number) => {
  lookups.push(String(key));
  return things.get(String(key));
};

const access = createAccess(
  {} as Conn,
  {
    'thing.read': ownerOrAdmin('thing', ownerOf),
    'thing.submit': ownerOnly('thing', ownerOf),
    'thing.list': 'admin',
    'thing.count': 'signed-in',
    'thing.visit': 'public',
  },
  { conflicted: async () => false, seated: async () => false },
);

const student = (id: number): Viewer => ({ id, role: 'STUDENT' });
const admin: Viewer = { id: 99, role: 'ADMIN' };

/** The status an attempt answers: 200 when allowed, else the refusal's. */
async function status(viewer: Viewer, action: Parameters<typeof access.require>[1], key?: string) {
  try {
    await access.require(viewer, action, key);
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

describe('access.require', () => {
  it('lets nobody through on public actions only', async () => {
    expect(await status(null, 'thing.visit')).toBe(200);
    expect(await status(null, 'thing.count')).toBe(401);
    expect(await status(null, 'thing.read', '1')).toBe(401);
  });

  it('answers 403 to a student on an administrator’s action', async () => {
    expect(await status(student(10), 'thing.list')).toBe(403);
    expect(await status(admin, 'thing.list')).toBe(200);
    expect(await status(student(10), 'thing.count')).toBe(200);
  });

  it('lets the owner act on their object and answers 404 to another student, as for no object at all', async () => {
    expect(await status(student(10), 'thing.read', '1')).toBe(200);
    expect(await status(student(20), 'thing.read', '1')).toBe(404);
    expect(await status(student(20), 'thing.read', '3')).toBe(404);
    expect(await status(student(10), 'thing.read')).toBe(404);
  });

  it('lets an administrator reach every object, unless the action is the owner’s own', async () => {
    expect(await status(admin, 'thing.read', '1')).toBe(200);
    expect(await status(admin, 'thing.read', '4')).toBe(200);
    expect(await status(admin, 'thing.read', '3')).toBe(404);
    expect(await status(admin, 'thing.submit', '1')).toBe(403);
    expect(await status(admin, 'thing.submit', '3')).toBe(404);
    expect(await status(admin, 'thing.submit', '4')).toBe(404);
    expect(await status(student(20), 'thing.submit', '2')).toBe(200);
    expect(await status(student(10), 'thing.submit', '2')).toBe(404);
  });

  it('looks the object up once and hands it to whoever acts on it', async () => {
    lookups.length = 0;
    expect(await access.require(student(10), 'thing.read', '1')).toEqual({ key: '1', userId: 10 });
    expect(await access.require(admin, 'thing.read', '2')).toEqual({ key: '2', userId: 20 });
    expect(lookups).toEqual(['1', '2']);
    expect(await access.require(admin, 'thing.list')).toBeUndefined();
  });
});

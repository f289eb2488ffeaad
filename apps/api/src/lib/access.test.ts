import { describe, expect, it } from 'vitest';
import type { Conn } from '../db/client.ts';
import {
  conflictFree,
  createAccess,
  ownerOnly,
  ownerOrAdmin,
  ownerOrStaff,
  panelMember,
  panelOrAdmin,
  staffOnly,
  type Viewer,
} from './access.ts';
import { AppError } from './app-error.ts';

/** Objects 1 and 2 belong to users 10 and 20, object 4 to nobody (its owner's account was deleted); any other key
 * is no object at all. Each is of the application with its key's number. */
const things = new Map<string, { key: string; userId: number | null }>([
  ['1', { key: '1', userId: 10 }],
  ['2', { key: '2', userId: 20 }],
  ['4', { key: '4', userId: null }],
]);
const applicationOf = (thing: { key: string }) => Number(thing.key);
const lookups: string[] = [];
const ownerOf = async (_conn: Conn, key: string | number) => {
  lookups.push(String(key));
  return things.get(String(key));
};

/** Evaluator 30 declared a conflict with application 1 and sits on the panel of application 2, administrator 99 on
 * the panel of application 1; every question asked of them is kept. */
const conflicts = new Set(['1:30']);
const seats = new Set(['2:30', '1:99']);
const asked: string[] = [];
const ties = {
  conflicted: async (_conn: Conn, applicationId: number, staffId: number) => {
    asked.push(`conflict ${applicationId}:${staffId}`);
    return conflicts.has(`${applicationId}:${staffId}`);
  },
  seated: async (_conn: Conn, applicationId: number, staffId: number) => {
    asked.push(`seat ${applicationId}:${staffId}`);
    return seats.has(`${applicationId}:${staffId}`);
  },
};

const access = createAccess(
  {} as Conn,
  {
    'thing.read': ownerOrAdmin('thing', ownerOf, applicationOf),
    'thing.submit': ownerOnly('thing', ownerOf, applicationOf),
    'thing.file': ownerOrStaff('thing', ownerOf, applicationOf),
    'thing.picture': ownerOrStaff('thing', ownerOf),
    'thing.trail': staffOnly('thing', ownerOf, applicationOf),
    'thing.panel': panelOrAdmin('thing', ownerOf, applicationOf),
    'thing.evaluation': panelMember('thing', ownerOf, applicationOf),
    'thing.conflict': conflictFree('thing', ownerOf, applicationOf),
    'thing.list': 'admin',
    'thing.candidates': 'staff',
    'thing.count': 'signed-in',
    'thing.visit': 'public',
  },
  ties,
);

const student = (id: number): Viewer => ({ id, role: 'STUDENT' });
const admin: Viewer = { id: 99, role: 'ADMIN' };
const evaluator = (id: number): Viewer => ({ id, role: 'EVALUATOR' });

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

  it('admits staff to a staff level and an evaluator to no administrator’s action', async () => {
    expect(await status(evaluator(30), 'thing.candidates')).toBe(200);
    expect(await status(admin, 'thing.candidates')).toBe(200);
    expect(await status(student(10), 'thing.candidates')).toBe(403);
    expect(await status(null, 'thing.candidates')).toBe(401);
    expect(await status(evaluator(30), 'thing.list')).toBe(403);
    expect(await status(evaluator(30), 'thing.count')).toBe(200);
  });

  it('lets an evaluator read what staff read, but not an application they declared a conflict with (404)', async () => {
    expect(await status(evaluator(31), 'thing.file', '1')).toBe(200);
    expect(await status(evaluator(30), 'thing.file', '2')).toBe(200);
    expect(await status(evaluator(30), 'thing.file', '1')).toBe(404);
    expect(await status(evaluator(30), 'thing.trail', '1')).toBe(404);
    expect(await status(evaluator(31), 'thing.trail', '1')).toBe(200);
    expect(await status(student(10), 'thing.trail', '1')).toBe(403);
    // An object of no application: no conflict hides it.
    expect(await status(evaluator(30), 'thing.picture', '1')).toBe(200);
    // What only the owner, or only an administrator, may do: 403 to an evaluator, 404 once in conflict.
    expect(await status(evaluator(31), 'thing.submit', '1')).toBe(403);
    expect(await status(evaluator(31), 'thing.read', '1')).toBe(403);
    expect(await status(evaluator(30), 'thing.submit', '1')).toBe(404);
    expect(await status(evaluator(30), 'thing.read', '1')).toBe(404);
  });

  it('keeps reading for an administrator in conflict, and answers the owner first', async () => {
    conflicts.add('2:99');
    expect(await status(admin, 'thing.file', '2')).toBe(200);
    expect(await status(admin, 'thing.trail', '2')).toBe(200);
    expect(await status(admin, 'thing.conflict', '2')).toBe(404);
    conflicts.delete('2:99');
    asked.length = 0;
    expect(await status(admin, 'thing.file', '1')).toBe(200);
    expect(await status(student(10), 'thing.file', '1')).toBe(200);
    expect(await status(student(20), 'thing.file', '1')).toBe(404);
    // Only an evaluator is asked about conflicts, once per check.
    expect(asked).toEqual([]);
    expect(await status(evaluator(31), 'thing.file', '1')).toBe(200);
    expect(asked).toEqual(['conflict 1:31']);
  });

  it('opens the panel to administrators and its seated members, the evaluation to seated members only', async () => {
    expect(await status(admin, 'thing.panel', '2')).toBe(200);
    expect(await status(evaluator(30), 'thing.panel', '2')).toBe(200);
    expect(await status(evaluator(31), 'thing.panel', '2')).toBe(404);
    expect(await status(student(20), 'thing.panel', '2')).toBe(403);
    expect(await status(student(10), 'thing.panel', '2')).toBe(403);
    expect(await status(evaluator(30), 'thing.evaluation', '2')).toBe(200);
    expect(await status(admin, 'thing.evaluation', '2')).toBe(404);
    expect(await status(admin, 'thing.evaluation', '1')).toBe(200);
    expect(await status(evaluator(31), 'thing.evaluation', '2')).toBe(404);
    expect(await status(student(20), 'thing.evaluation', '2')).toBe(403);
    expect(await status(evaluator(30), 'thing.panel', '3')).toBe(404);
  });

  it('lets staff declare a conflict once', async () => {
    expect(await status(evaluator(30), 'thing.conflict', '2')).toBe(200);
    expect(await status(evaluator(30), 'thing.conflict', '1')).toBe(404);
    expect(await status(admin, 'thing.conflict', '1')).toBe(200);
    expect(await status(student(10), 'thing.conflict', '1')).toBe(403);
  });
});

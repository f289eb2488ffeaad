import { eq, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handicaps, users } from '../../src/db/schema/index.ts';
import { storedNames } from '../stored-files.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());

const me = (user: { token: string } | null) => t.injectAs(user, { method: 'GET', url: '/api/users/me' });

function multipart(field: string, filename: string, content: Buffer, type: string) {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const png = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 50, b: 50 } } })
    .png()
    .toBuffer();

describe('own profile', () => {
  it('reads and updates names; 401 without token', async () => {
    const user = await t.createUser();
    expect((await me(null)).statusCode).toBe(401);
    const read = await me(user);
    expect(read.json().data).toMatchObject({ id: user.id, role: 'STUDENT', student: null, avatar: null });
    expect(read.json().data).not.toHaveProperty('passwordHash');
    const bad = await t.injectAs(user, {
      method: 'PUT',
      url: '/api/users',
      payload: { firstName: '', lastName: 'X' },
      headers: { 'accept-language': 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0]).toMatchObject({ field: 'firstName', message: 'Ce champ est obligatoire' });
    const ok = await t.injectAs(user, {
      method: 'PUT',
      url: '/api/users',
      payload: { firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(ok.json().data).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('keeps names to names: no line breaks, control characters, reordering marks or invisible-only text', async () => {
    const user = await t.createUser();
    const put = (firstName: string, lastName: string) =>
      t.injectAs(user, {
        method: 'PUT',
        url: '/api/users',
        payload: { firstName, lastName },
        headers: { 'accept-language': 'fr' },
      });
    const broken = await put('Grace\r\nBcc: x@example.org', '\u202Enimda');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'firstName', code: 'validation.nameControlCharacters' }),
      expect.objectContaining({ field: 'lastName', code: 'validation.nameControlCharacters' }),
    ]);
    const invisible = await put('\u200B\u200B', 'Hopper');
    expect(invisible.json().fieldErrors[0]).toMatchObject({
      field: 'firstName',
      message: 'Un nom doit contenir au moins une lettre',
    });
    expect((await me(user)).json().data).toMatchObject({ firstName: 'Test' });
    expect((await put("N'Guessan", 'Ngo Mbarga-Ëlé')).statusCode).toBe(200);
  });

  it('saves student information, with a handicap only when hasDisability', async () => {
    const user = await t.createUser();
    const [handicap] = await t.database.db
      .insert(handicaps)
      .values({ name: { en: 'Visual', fr: 'Visuel', it: 'Visivo' } })
      .returning();
    const put = (payload: object) =>
      t.injectAs(user, { method: 'PUT', url: '/api/users/student', payload, headers: { 'accept-language': 'fr' } });
    const missing = await put({ hasDisability: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors[0]).toMatchObject({ field: 'handicapId', message: 'Ce champ est obligatoire' });
    const unknown = await put({ hasDisability: true, handicapId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0].field).toBe('handicapId');
    const badDate = await put({ birthDate: '31/12/2000', sex: 'X' });
    expect(
      badDate
        .json()
        .fieldErrors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['birthDate', 'sex']);
    expect((await me(user)).json().data.student).toBeNull();

    const ok = await put({
      hasDisability: true,
      handicapId: handicap!.id,
      sex: 'F',
      birthDate: '2004-05-06',
      town: 'Dschang',
      mobileNumber: '+237 6 99 00 11 22',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.student).toMatchObject({
      hasDisability: true,
      handicapId: handicap!.id,
      sex: 'F',
      birthDate: '2004-05-06',
      town: 'Dschang',
      otherName: null,
    });
    const cleared = await put({ hasDisability: false, handicapId: handicap!.id, town: 'Yaoundé' });
    expect(cleared.json().data.student).toMatchObject({
      hasDisability: false,
      handicapId: null,
      town: 'Yaoundé',
      sex: null,
    });
  });

  it('stores a resized avatar that only its owner and administrators can fetch', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const notImage = await t.injectAs(owner, {
      method: 'PATCH',
      url: '/api/users/avatar',
      ...multipart('avatar', 'a.png', Buffer.from('not an image'), 'image/png'),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().fieldErrors[0].field).toBe('avatar');
    const noFile = await t.injectAs(owner, {
      method: 'PATCH',
      url: '/api/users/avatar',
      ...multipart('other', 'a.png', await png(), 'image/png'),
    });
    expect(noFile.json().fieldErrors[0]).toMatchObject({ field: 'avatar', code: 'accounts.avatarMissing' });

    const res = await t.injectAs(owner, {
      method: 'PATCH',
      url: '/api/users/avatar',
      ...multipart('avatar', 'me.png', await png(), 'image/png'),
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.avatar as string;
    expect(url).toMatch(/^\/api\/files\/users\/avatars\/[0-9a-f-]+\.webp$/);
    const file = await t.injectAs(owner, { method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect((await t.injectAs(admin, { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.injectAs(other, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.injectAs(null, { method: 'GET', url })).statusCode).toBe(401);

    // A new avatar replaces the old file; deleting the account removes it.
    const second = await t.injectAs(owner, {
      method: 'PATCH',
      url: '/api/users/avatar',
      ...multipart('avatar', 'me2.png', await png(), 'image/png'),
    });
    const stored = async (u: string) => (await storedNames(t, 'avatars')).includes(u.split('/').pop()!);
    expect(await stored(url)).toBe(false);
    const secondUrl = second.json().data.avatar as string;
    expect(await stored(secondUrl)).toBe(true);
    await t.injectAs(owner, { method: 'DELETE', url: '/api/auth', payload: { password: owner.password } });
    expect(await stored(secondUrl)).toBe(false);
  });
});

describe('user administration', () => {
  it('is for administrators only', async () => {
    const student = await t.createUser();
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', `/api/users/${student.id}`],
      ['DELETE', `/api/users/${admin.id}`],
      ['PATCH', `/api/users/toggle-active/${admin.id}`],
    ] as const) {
      expect((await t.injectAs(student, { method, url })).statusCode).toBe(403);
      expect((await t.injectAs(null, { method, url })).statusCode).toBe(401);
    }
    expect(
      (await t.injectAs(student, { method: 'PUT', url: `/api/users/${student.id}/role`, payload: { role: 'ADMIN' } }))
        .statusCode,
    ).toBe(403);
  });

  it('lists with paging, search, filters and sorting on whitelisted fields', async () => {
    const a = await t.createUser();
    await t.database.db.update(users).set({ firstName: 'Zebulon', lastName: 'Quark' }).where(eq(users.id, a.id));
    const list = (query: Record<string, string>) => t.injectAs(admin, { method: 'GET', url: '/api/users', query });
    const found = await list({ search: 'zebulon q' });
    expect(found.json().data.content.map((u: { id: number }) => u.id)).toEqual([a.id]);
    // A list's query is prepared once for each shape, its values as placeholders: the same shape asked with other
    // values answers other rows.
    const ids = async (query: Record<string, string>) =>
      (await list(query)).json().data.content.map((u: { id: number }) => u.id) as number[];
    expect(await ids({ search: 'nobody is called this' })).toEqual([]);
    const admins = await ids({ filter: 'role:eq:ADMIN' });
    expect(admins).toContain(admin.id);
    expect(admins).not.toContain(a.id);
    expect(await ids({ filter: 'role:eq:STUDENT' })).toContain(a.id);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect(await ids({ filter: `created:gt:${later}` })).toEqual([]);
    expect(await ids({ filter: `created:lt:${later}`, search: 'zebulon' })).toEqual([a.id]);
    expect(await ids({ filter: 'role:eq:STUDENT', page: '999', size: '5' })).toEqual([]);
    // Past the shapes prepared, a list's query is built for each request, answering the same.
    for (let count = 1; count <= 70; count += 1) {
      const usernames = [a.username, ...Array.from({ length: count }, (_, i) => `absent${i}`)];
      expect(await ids({ filter: `username:in:${usernames.join(',')}` })).toEqual([a.id]);
    }
    const page = await list({ page: '0', size: '2', sort: 'username,asc', filter: 'role:eq:STUDENT;active:eq:true' });
    expect(page.statusCode).toBe(200);
    const body = page.json().data;
    expect(body.content).toHaveLength(2);
    expect(body.size).toBe(2);
    expect(body.totalElements).toBeGreaterThanOrEqual(3);
    expect(body.content.every((u: { role: string }) => u.role === 'STUDENT')).toBe(true);
    const names = body.content.map((u: { username: string }) => u.username);
    expect([...names].sort()).toEqual(names);
    const bad = await list({ filter: 'passwordHash:eq:x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('filter');
    expect((await list({ sort: 'tokenVersion,asc' })).statusCode).toBe(400);
    const one = await t.injectAs(admin, { method: 'GET', url: `/api/users/${a.id}` });
    expect(one.json().data.firstName).toBe('Zebulon');
    const missing = await t.injectAs(admin, {
      method: 'GET',
      url: '/api/users/999999',
      headers: { 'accept-language': 'fr' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/^Utilisateur /);
  });

  it('deactivates (ending tokens) and reactivates', async () => {
    const student = await t.createUser();
    // Signed in and answered once (the answer kept: decision 504); the deactivation must still end the token.
    expect((await me(student)).statusCode).toBe(200);
    const off = await t.injectAs(admin, { method: 'PATCH', url: `/api/users/toggle-active/${student.id}` });
    expect(off.json().data.active).toBe(false);
    expect((await me(student)).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { login: student.username, password: student.password },
    });
    expect(signIn.json().code).toBe('ACCOUNT_DISABLED');
    const on = await t.injectAs(admin, { method: 'PATCH', url: `/api/users/toggle-active/${student.id}` });
    expect(on.json().data.active).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { login: student.username, password: student.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('changes a role, ending the user’s tokens', async () => {
    const student = await t.createUser();
    const bad = await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/users/${student.id}/role`,
      payload: { role: 'ROOT' },
    });
    expect(bad.json().fieldErrors[0].field).toBe('role');
    const res = await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/users/${student.id}/role`,
      payload: { role: 'ADMIN' },
    });
    expect(res.json().data.role).toBe('ADMIN');
    expect((await me(student)).statusCode).toBe(401);
  });

  it('deletes a user but never oneself from the list', async () => {
    const student = await t.createUser();
    const self = await t.injectAs(admin, { method: 'DELETE', url: `/api/users/${admin.id}` });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/own account/);
    expect((await t.injectAs(admin, { method: 'DELETE', url: `/api/users/${student.id}` })).statusCode).toBe(204);
    expect((await me(student)).statusCode).toBe(401);
    expect((await t.injectAs(admin, { method: 'DELETE', url: `/api/users/${student.id}` })).statusCode).toBe(404);
  });

  it('keeps the last active administrator', async () => {
    const last = await t.createUser({ role: 'ADMIN' });
    await t.database.db
      .update(users)
      .set({ active: false })
      .where(sql`${users.role} = 'ADMIN' and ${ne(users.id, last.id)}`);
    const deactivate = await t.injectAs(last, { method: 'PATCH', url: `/api/users/toggle-active/${last.id}` });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().message).toBe('The last active administrator cannot be deactivated, demoted or deleted');
    const demote = await t.injectAs(last, {
      method: 'PUT',
      url: `/api/users/${last.id}/role`,
      payload: { role: 'STUDENT' },
      headers: { 'accept-language': 'fr' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/dernier administrateur actif/);
    const own = await t.injectAs(last, { method: 'DELETE', url: '/api/auth', payload: { password: last.password } });
    expect(own.statusCode).toBe(409);
    expect((await me(last)).json().data.role).toBe('ADMIN');

    // With a second active administrator, the first may be demoted.
    const second = await t.createUser({ role: 'ADMIN' });
    const ok = await t.injectAs(second, {
      method: 'PUT',
      url: `/api/users/${last.id}/role`,
      payload: { role: 'STUDENT' },
    });
    expect(ok.json().data.role).toBe('STUDENT');
  });
});

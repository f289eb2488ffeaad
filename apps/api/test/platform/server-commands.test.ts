import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate.ts';
import { RETENTION_RUN_MARK } from '../../src/db/retention-mark.ts';
import { auditEvents, systemMeta, users } from '../../src/db/schema/index.ts';
import { linkIn } from '../accounts/helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { BACKUP_KEY, backupWorkspace, openRestored, placeEnv, runScript } from './backup-helpers.ts';

/**
 * `npm run breach-drill` and `npm run retention` as an operator runs them: through the running server's control
 * socket, or on the database itself when no server runs; each audited.
 */
const { work, cleanups, freshPlace } = backupWorkspace();
const secret = 'test-secret-that-is-long-enough-for-hs256-signing';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { BACKUP_KEY } });
  cleanups.push(() => t.close());
});

const me = (who: { token: string }) => t.injectAs(who, { method: 'GET', url: '/api/users/me' });
const signIn = (user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { login: user.username, password: user.password },
  });

/** The token key in force, as the database keeps it: its id, and the key it signs with. */
async function tokenKey() {
  const [row] = await t.database.db.select().from(systemMeta).where(eq(systemMeta.key, 'token-key'));
  const [id, material] = row!.value.split(':') as [string, string];
  return { id, key: createHmac('sha256', secret).update(material).digest() };
}

/** A token as the server would sign it, with any key and version: what someone who read the key could forge. */
const forge = (key: { id: string; key: Uint8Array }, user: { id: number; role: string }, version: number) =>
  new SignJWT({ role: user.role, ver: version })
    .setProtectedHeader({ alg: 'HS256', kid: key.id })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key.key);

describe('npm run breach-drill', () => {
  it('ends every sign-in and mailed link on the running server, and replaces the token key', async () => {
    const student = await t.createUser();
    const other = await t.createUser();
    expect((await me(student)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/password/forget', payload: { email: other.email } });
    await t.app.outbox.idle();
    const reset = linkIn(t.mails.at(-1), '/auth/reset-password').token;
    const oldKey = await tokenKey();
    // What a forger with the old key could make, and proof that it works before the drill.
    expect((await me({ token: await forge(oldKey, student, 0) })).statusCode).toBe(200);

    const run = await runScript('breach-drill', [], { DATA_DIR: t.config.dataDir });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Breach drill: every sign-in ended \(\d+ accounts\), 1 pending mailed links voided/);

    const refused = await me(student);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('TOKEN_EXPIRED');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, student.id));
    // The old key with the current version, and the old key under the new key's id: both refused.
    const newKey = await tokenKey();
    expect(newKey.id).not.toBe(oldKey.id);
    expect((await me({ token: await forge(oldKey, student, row!.tokenVersion) })).statusCode).toBe(401);
    const mixed = { id: newKey.id, key: oldKey.key };
    expect((await me({ token: await forge(mixed, student, row!.tokenVersion) })).statusCode).toBe(401);
    const resetAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: reset, password: 'a fresh long secret', confirmPassword: 'a fresh long secret' },
    });
    expect(resetAnswer.statusCode).toBe(400);

    // Signing in again works, with a token of the new key.
    const again = await signIn(student);
    expect(again.statusCode, again.body).toBe(200);
    expect((await me({ token: again.json().data.token })).statusCode).toBe(200);

    const [line] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'BREACH_DRILL'));
    expect(line).toMatchObject({ actorId: null, actorName: 'command', details: { links: 1 } });
  }, 60_000);
});

describe('npm run retention', () => {
  it('lists through the running server, audited', async () => {
    const run = await runScript('retention', ['--dry-run'], { DATA_DIR: t.config.dataDir });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^Retention \(dry run: nothing changed\): applications of sessions closed before \d{4}-\d\d-\d\d/,
    );
    expect(run.stdout).toMatch(/In all: 0 applications of 0 sessions, 0 files, 0 accounts\.\n$/);
    const lines = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'RETENTION'));
    expect(lines.at(-1)).toMatchObject({ actorName: 'command', details: { dryRun: true, applications: 0 } });
  }, 60_000);

  it('says how it is used', async () => {
    const run = await runScript('retention', ['--dryrun'], { DATA_DIR: t.config.dataDir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^Usage: npm run retention \[-- --dry-run\]/);
  });
});

describe('with no server running', () => {
  it('the commands open the database themselves, and a restore makes the next start run the retention', async () => {
    const place = await freshPlace('commands');
    const database = await openRestored(place);
    await runMigrations(database);
    await database.close();
    const env = placeEnv(place);
    const listed = await runScript('retention', ['--dry-run'], env);
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/\(no server was running\)\.\n$/);
    const done = await runScript('retention', [], env);
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/^Retention: .+ were anonymised/);
    const drill = await runScript('breach-drill', [], env);
    expect(drill.status, drill.stderr).toBe(0);
    expect(drill.stdout).toMatch(/\(no server was running\)\./);
    const reopened = await openRestored(place);
    try {
      const lines = await reopened.db.select().from(auditEvents);
      expect(lines.map((line) => line.action)).toEqual(['RETENTION', 'RETENTION', 'BREACH_DRILL']);
    } finally {
      await reopened.close();
    }

    // The server's daily run left its mark; its backup, restored, no longer holds it.
    await t.app.services.retention.runDaily(new Date());
    expect(await t.database.db.select().from(systemMeta).where(eq(systemMeta.key, RETENTION_RUN_MARK))).toHaveLength(1);
    const archive = `${work}/with-mark.backup`;
    expect((await runScript('backup', ['--out', archive], { DATA_DIR: t.config.dataDir })).status).toBe(0);
    const restoredPlace = await freshPlace('restored');
    const restore = await runScript('restore', [archive], placeEnv(restoredPlace));
    expect(restore.status, restore.stderr).toBe(0);
    const restored = await openRestored(restoredPlace);
    try {
      expect(await restored.db.select().from(systemMeta).where(eq(systemMeta.key, RETENTION_RUN_MARK))).toEqual([]);
    } finally {
      await restored.close();
    }
  }, 120_000);
});

import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_KEY, backupWorkspace, holdsTables, OTHER_KEY, type Place } from '../platform/backup-helpers.ts';
import { type ServerProcess, startServer } from '../platform/server-process.ts';
import { checkout, missing, run } from './deploy-files.ts';

/**
 * The guide's backups and restore drill: deploy/portal-backup, as portal-backup.service runs it, sends the running
 * server's backup to a restic repository (Debian's restic; a local folder stands for the other machine), and
 * deploy/portal-restore brings it back into a fresh DATA_DIR (and a fresh database on PostgreSQL), where a server
 * answers with the data: the administrator signs in with their password and their avatar is served, byte for byte.
 */
const resticMissing = missing('restic', 'restic');
const { work, cleanups, freshPlace } = backupWorkspace();
/** A small picture, as an avatar. */
const picture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#2b8a3e' } })
    .png()
    .toBuffer();
const admin = { login: 'drill', email: 'drill@example.org', password: 'a drill password' };

describe.skipIf(resticMissing)('backups copied with restic, and the restore drill', () => {
  const repository = join(work, 'other-machine');
  const passwordFile = join(work, 'restic-password');
  const restic = { RESTIC_REPOSITORY: repository, RESTIC_PASSWORD_FILE: passwordFile };
  let live: Place;
  let avatar: { path: string; bytes: Buffer };
  let kept = '';

  async function snapshots() {
    const listed = await run('restic', ['snapshots', '--json', '--host', 'portal'], restic);
    expect(listed.status).toBe(0);
    return JSON.parse(listed.stdout) as { id: string; paths: string[]; tags: string[] }[];
  }

  const placeEnv = (place: Place) => ({
    DATA_DIR: place.dataDir,
    DATABASE_URL: place.databaseUrl ?? '',
    DURABILITY: 'relaxed',
    BACKUP_KEY,
    STAFF_2FA: 'optional',
  });

  async function signIn(server: ServerProcess) {
    const answer = await fetch(`${server.base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: admin.login, password: admin.password }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { token: string } }).data.token;
  }

  async function avatarOf(server: ServerProcess, token: string) {
    const me = await fetch(`${server.base}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    const path = ((await me.json()) as { data: { avatar: string | null } }).data.avatar;
    expect(path).toMatch(/^\/api\/files\/users\/avatars\//);
    const file = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    return { path: path!, bytes: Buffer.from(await file.arrayBuffer()) };
  }

  beforeAll(async () => {
    writeFileSync(passwordFile, 'the restic password of the other machine\n', { mode: 0o600 });
    const init = await run('restic', ['init'], restic);
    expect(init.stderr).toBe('');
    expect(init.status).toBe(0);
    live = await freshPlace('live');
    const server = await startServer({
      ...placeEnv(live),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    cleanups.push(() => server.stop());
    const token = await signIn(server);
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await picture())], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${server.base}/api/users/avatar`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    avatar = await avatarOf(server, token);

    // Twice the same day: the second run's snapshot replaces the first (one kept a day, the latest), and the
    // archive is gone from DATA_DIR/outgoing once sent.
    for (const run_ of [1, 2]) {
      const backup = await run(`${checkout}/deploy/portal-backup`, [], {
        ...placeEnv(live),
        ...restic,
        CACHE_DIRECTORY: join(work, 'cache'),
        PORTAL_DIR: checkout,
      });
      expect(backup.stderr, `run ${run_}`).toBe('');
      expect(backup.status, `run ${run_}`).toBe(0);
      expect(backup.stdout).toMatch(/Backup copied to .*other-machine \(\d+ bytes\)/);
      const ids = (await snapshots()).map((snapshot) => snapshot.id);
      expect(ids).toHaveLength(1);
      expect(ids).not.toContain(kept);
      kept = ids[0]!;
    }
    expect(readdirSync(join(live.dataDir, 'outgoing'))).toEqual([]);
    await server.stop();
  }, 120_000);

  it('keeps the run as a restic snapshot holding portal.backup', async () => {
    const [snapshot] = await snapshots();
    expect(snapshot!.paths).toEqual(['/portal.backup']);
    expect(snapshot!.tags).toEqual(['portal']);
  });

  it('restores the latest into a fresh place, where a server answers with the data', async () => {
    const place = await freshPlace('restored');
    const restore = await run(`${checkout}/deploy/portal-restore`, [], {
      ...placeEnv(place),
      ...restic,
      PORTAL_DIR: checkout,
    });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    const server = await startServer(placeEnv(place));
    try {
      const token = await signIn(server);
      const restored = await avatarOf(server, token);
      expect(restored.path).toBe(avatar.path);
      expect(restored.bytes.equals(avatar.bytes)).toBe(true);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('restores nothing with another BACKUP_KEY, and says why', async () => {
    const place = await freshPlace('wrong-key');
    const restore = await run(`${checkout}/deploy/portal-restore`, [], {
      ...placeEnv(place),
      ...restic,
      BACKUP_KEY: OTHER_KEY,
      PORTAL_DIR: checkout,
    });
    expect(restore.status).toBe(2);
    expect(restore.stderr).toMatch(/BACKUP_KEY/);
    expect(await holdsTables(place)).toBe(false);
  }, 60_000);

  it('refuses to run without the repository or the key, sending nothing', async () => {
    for (const [name, env] of [
      ['RESTIC_REPOSITORY', { RESTIC_REPOSITORY: '' }],
      ['BACKUP_KEY', { BACKUP_KEY: '' }],
    ] as const) {
      const backup = await run(`${checkout}/deploy/portal-backup`, [], {
        ...placeEnv(live),
        ...restic,
        PORTAL_DIR: checkout,
        ...env,
      });
      expect(backup.status).not.toBe(0);
      expect(backup.stderr).toContain(`${name} must`);
    }
    expect((await snapshots()).map((snapshot) => snapshot.id)).toEqual([kept]);
  });
});

afterAll(() => {
  if (resticMissing) console.warn(resticMissing);
});

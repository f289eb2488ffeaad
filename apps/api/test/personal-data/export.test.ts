import { createHash } from 'node:crypto';
import { emptySteps } from '@portal/shared/application-rules';
import { eq, getTableColumns, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import {
  applicationAudit,
  applicationReads,
  applications,
  auditEvents,
  evaluationConflicts,
  evaluations,
  sessions,
  users,
} from '../../src/db/schema/index.ts';
import { exportedTables, tablesNotExported } from '../../src/modules/personal-data/personal-data.repository.ts';
import { removeStored, storedBytes as storedFile, withOtherSignature } from '../stored-files.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { jsonOf, readZip, type ZipEntry } from '../zip-reader.ts';
import { type Applicant, applicantWithEverything, commonGround, type Ground } from './fixtures.ts';

/**
 * The archive of everything about a person, read with Python's zipfile. The schema's tables are enumerated: a table
 * holds rows about a person when a column of it refers to the accounts, or to a table that does (by a foreign key, or
 * by a key-less `…_id` column named after the table, as the trail's application id); every such table must be in the
 * archive, or in `tablesNotExported` with its reason. Each row is then traced to the people it leads to: a row that
 * leads to an applicant is theirs (the staff member who acted on it is named, not its subject); a row that leads to
 * nobody else is the staff member's own. Each archive holds exactly its person's rows, as the database holds them,
 * and nothing of anyone else.
 */
let t: TestApp;
let ground: Ground;
let a: Applicant;
let b: Applicant;

beforeAll(async () => {
  t = await createTestApp();
  ground = await commonGround(t);
  a = await applicantWithEverything(t, ground, 'A');
  b = await applicantWithEverything(t, ground, 'B');
  await t.database.db.update(users).set({ totpSecret: 'sealed-totp-secret-A' }).where(eq(users.id, a.person.id));
});
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
type Link = { column: string; target: string; targetColumn: string };

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const nameOf = (table: PgTable) => getTableConfig(table).name;
const tableNamed = (name: string) => tables.find((table) => nameOf(table) === name);
/** Column name (SQL) → property name (as rows and the archive's JSON write it). */
const keysOf = (table: PgTable) =>
  new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]));

/** The columns of a table that refer to another table's row: foreign keys, and key-less ids named after a table. */
function linksOf(table: PgTable): Link[] {
  const config = getTableConfig(table);
  const keys = keysOf(table);
  const links: Link[] = config.foreignKeys.flatMap((foreignKey) => {
    const reference = foreignKey.reference();
    if (reference.columns.length !== 1) return [];
    const target = reference.foreignTable;
    return [
      {
        column: keys.get(reference.columns[0]!.name)!,
        target: nameOf(target),
        targetColumn: keysOf(target).get(reference.foreignColumns[0]!.name)!,
      },
    ];
  });
  for (const column of config.columns) {
    const key = keys.get(column.name)!;
    if (links.some((link) => link.column === key) || !column.name.endsWith('_id')) continue;
    const stem = column.name.slice(0, -3);
    const target = /(^|_)user$/.test(stem)
      ? 'users'
      : [`${stem}s`, `${stem.replace(/y$/, 'ie')}s`].find((name) => tableNamed(name));
    if (target) links.push({ column: key, target, targetColumn: 'id' });
  }
  return links;
}

/** Tables whose rows are about a person: the accounts, and every table that refers to one of these. */
function personTables(): string[] {
  const about = new Set(['users']);
  for (let grew = true; grew; ) {
    grew = false;
    for (const table of tables) {
      const name = nameOf(table);
      if (!about.has(name) && linksOf(table).some((link) => about.has(link.target))) {
        about.add(name);
        grew = true;
      }
    }
  }
  return [...about].sort();
}

const primaryKeyOf = (table: PgTable): string[] => {
  const config = getTableConfig(table);
  const keys = keysOf(table);
  const columns = config.primaryKeys[0]?.columns ?? config.columns.filter((column) => column.primary);
  return columns.map((column) => keys.get(column.name)!);
};
const identity = (table: PgTable, row: Row) => JSON.stringify(primaryKeyOf(table).map((key) => row[key]));

/** Every row of every table about a person, and the people each leads to. */
async function traceRows() {
  const db = t.database.db;
  const rows = new Map<string, Row[]>();
  for (const name of personTables()) rows.set(name, (await db.select().from(tableNamed(name)!)) as Row[]);
  const reached = new Map<Row, Set<number>>();
  const peopleOf = (name: string, row: Row): Set<number> => {
    const known = reached.get(row);
    if (known) return known;
    const people = new Set<number>();
    reached.set(row, people);
    if (name === 'users') people.add(row.id as number);
    for (const link of linksOf(tableNamed(name)!)) {
      const value = row[link.column];
      if (value === null || value === undefined) continue;
      if (link.target === 'users') people.add(value as number);
      for (const target of rows.get(link.target) ?? [])
        if (target[link.targetColumn] === value) for (const id of peopleOf(link.target, target)) people.add(id);
    }
    return people;
  };
  const applicants = new Set([a.person.id, b.person.id]);
  /** Whose the row is: the applicants it leads to, or, if none, everyone it leads to. */
  const ownersOf = (name: string, row: Row) => {
    const people = [...peopleOf(name, row)];
    const ofApplicants = people.filter((id) => applicants.has(id));
    return ofApplicants.length ? ofApplicants : people;
  };
  return { rows, ownersOf };
}

/** A row as its JSON file holds it: as JSON writes it, with the columns the file leaves out gone. */
function asExported(file: string, row: Row): Row {
  const exported = exportedTables.find((candidate) => candidate.file === file)!;
  const json = JSON.parse(JSON.stringify(row)) as Row;
  return Object.fromEntries(
    Object.entries(json).filter(([key]) =>
      exported.only ? exported.only.includes(key) : !exported.omit?.includes(key),
    ),
  );
}

async function download(who: TestUser, url: string) {
  const response = await t.injectAs(who, { method: 'GET', url });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return { response, body: response.rawPayload, entries: readZip(response.rawPayload) };
}

/** Checks that the archive holds every row whose only owner is `person`, as held, and no row of anyone else. */
async function expectExactlyTheRowsOf(entries: ZipEntry[], person: number) {
  const { rows, ownersOf } = await traceRows();
  const problems: string[] = [];
  for (const name of personTables()) {
    if (tablesNotExported[name]) continue;
    const exported = exportedTables.find((candidate) => nameOf(candidate.table) === name)!;
    const table = tableNamed(name)!;
    const archived = new Map((jsonOf(entries, exported.file) as Row[]).map((row) => [identity(table, row), row]));
    for (const row of rows.get(name)!) {
      const owners = ownersOf(name, row);
      const id = identity(table, row);
      const theirs = owners.length === 1 && owners[0] === person;
      if (theirs && !archived.has(id)) problems.push(`${name} ${id}: missing`);
      if (theirs && archived.has(id)) expect(archived.get(id), `${name} ${id}`).toEqual(asExported(exported.file, row));
      if (!theirs && archived.has(id)) problems.push(`${name} ${id}: belongs to ${owners.join(', ') || 'nobody'}`);
    }
  }
  expect(problems).toEqual([]);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const storedBytes = (filename: string) => storedFile(t, 'documents', filename);

describe('the tables a person’s archive covers', () => {
  it('covers every table that holds rows about a person, or says why not', () => {
    const about = personTables();
    // The enumeration itself finds what it should, key-less references included.
    expect(about).toEqual(
      expect.arrayContaining(['users', 'applications', 'family_members', 'application_audit', 'audit_events']),
    );
    expect(about).not.toContain('sessions');
    const covered = new Set(exportedTables.map((exported) => nameOf(exported.table)));
    const uncovered = about.filter((name) => !covered.has(name) && !tablesNotExported[name]);
    expect(uncovered.map((name) => `${name}: export it, or say in tablesNotExported why not`)).toEqual([]);
    for (const [name, reason] of Object.entries(tablesNotExported)) {
      expect(about, name).toContain(name);
      expect(covered.has(name), name).toBe(false);
      expect(reason.length, name).toBeGreaterThan(20);
    }
    expect(new Set(exportedTables.map((exported) => exported.file)).size).toBe(exportedTables.length);
  });
});

describe('GET /users/me/export', () => {
  it('holds every row about the applicant, as held, and none about another, with the files she sent', async () => {
    const size = await t.injectAs(a.person, { method: 'GET', url: '/api/users/me/export/size' });
    expect(size.statusCode, size.body).toBe(200);
    const { response, body, entries } = await download(a.person, '/api/users/me/export');
    expect(response.headers['content-type']).toBe('application/zip');
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(size.json().data).toMatchObject({ bytes: body.length, files: 3 });
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-user\w+-\d{4}-\d\d-\d\d\.zip"/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(entries.every((entry) => entry.stored)).toBe(true);

    await expectExactlyTheRowsOf(entries, a.person.id);

    // The rows her applications name, and the mails sent to her (without their text).
    expect(jsonOf(entries, 'sessions.json')).toEqual([
      expect.objectContaining({ id: ground.session.id, name: 'Call 2031' }),
    ]);
    expect(jsonOf(entries, 'interview-times.json')).toEqual([
      expect.objectContaining({ id: ground.slot.id, place: 'Dschang' }),
    ]);
    const mails = jsonOf(entries, 'mails.json') as Row[];
    expect(mails.map((mail) => mail.subject)).toEqual(['Your place, A']);
    expect(mails[0]).not.toHaveProperty('text');

    // Her files, byte for byte; nobody else's.
    const names = entries.map((entry) => entry.name).filter((name) => name.startsWith('files/'));
    const docs = jsonOf(entries, 'documents.json') as Row[];
    expect(names.sort()).toEqual(
      [
        `files/documents/${docs[0]!.id}-acte_A.pdf`,
        `files/documents/${docs[1]!.id}-document.jpg`,
        'files/avatar.webp',
      ].sort(),
    );
    const entry = (name: string) => entries.find((candidate) => candidate.name === name)!;
    expect(entry(`files/documents/${docs[0]!.id}-acte_A.pdf`).sha256).toBe(sha256(await storedBytes(a.files.scan)));
    expect(entry(`files/documents/${docs[1]!.id}-document.jpg`).sha256).toBe(sha256(await storedBytes(a.files.shot)));
    const [account] = jsonOf(entries, 'account.json') as Row[];
    const avatar = await storedFile(t, 'avatars', account!.avatar as string);
    expect(entry('files/avatar.webp').sha256).toBe(sha256(avatar));
    const othersFiles = [sha256(await storedBytes(b.files.scan)), sha256(await storedBytes(b.files.shot))];
    expect(entries.filter((candidate) => othersFiles.includes(candidate.sha256))).toEqual([]);

    // No secret, whatever file it might hide in.
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, a.person.id));
    const text = body.toString('latin1');
    for (const secret of [
      stored!.passwordHash,
      'sealed-totp-secret-A',
      `token-hash-A-${a.person.id}`,
      'code-hash-A',
      'secret-A',
    ])
      expect(text.includes(secret), secret).toBe(false);
    expect(account).not.toHaveProperty('passwordHash');

    // The README in her language names every file.
    const readme = entry('README.txt').text!;
    expect(readme).toContain('Vos données personnelles');
    expect(readme).toContain('AminaA NjoyaA');
    for (const exported of exportedTables) expect(readme).toContain(`- ${exported.file}: `);
    expect(readme).toContain('mot de passe');
  });

  it('gives a staff member their own records, and none of what they did to applicants', async () => {
    const { entries } = await download(ground.staff, '/api/users/me/export');
    await expectExactlyTheRowsOf(entries, ground.staff.id);
    expect((jsonOf(entries, 'portal-audit.json') as Row[]).map((row) => row.action)).toEqual(['BREACH_DRILL']);
    expect(entries.filter((entry) => entry.name.startsWith('files/'))).toEqual([]);
    expect(entries.find((entry) => entry.name === 'README.txt')!.text).toContain('Your personal data');
  });
});

describe('GET /users/{id}/export', () => {
  it('lets an administrator export someone for them, recorded in the audit the archive then holds', async () => {
    const { entries } = await download(ground.staff, `/api/users/${b.person.id}/export`);
    const recorded = await t.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'DATA_EXPORT' and ${auditEvents.subjectUserId} = ${b.person.id}`);
    expect(recorded).toEqual([expect.objectContaining({ actorId: ground.staff.id, actorName: 'Test User1' })]);
    await expectExactlyTheRowsOf(entries, b.person.id);
    expect((jsonOf(entries, 'portal-audit.json') as Row[]).map((row) => row.action)).toEqual([
      'TWO_FACTOR_RESET',
      'DATA_EXPORT',
    ]);
  });

  it('records nothing when the person asks by their own id', async () => {
    const before = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'DATA_EXPORT'));
    await download(a.person, `/api/users/${a.person.id}/export`);
    const after = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'DATA_EXPORT'));
    expect(after).toHaveLength(before.length);
  });

  it('answers a HEAD with the archive’s size alone, recording nothing', async () => {
    const exports = () => t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'DATA_EXPORT'));
    const before = await exports();
    const head = await t.injectAs(ground.staff, { method: 'HEAD', url: `/api/users/${a.person.id}/export` });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(await exports()).toHaveLength(before.length);
    const { body } = await download(a.person, '/api/users/me/export');
    expect(Number(head.headers['content-length'])).toBe(body.length);
  });

  it('answers another student 404 and an evaluator 403; a bad id 400, a missing person 404', async () => {
    const evaluator = await t.createUser({ role: 'EVALUATOR' });
    for (const path of ['export', 'export/size']) {
      const url = `/api/users/${a.person.id}/${path}`;
      expect((await t.injectAs(b.person, { method: 'GET', url })).statusCode, url).toBe(404);
      expect((await t.injectAs(evaluator, { method: 'GET', url })).statusCode, url).toBe(403);
      expect((await t.injectAs(null, { method: 'GET', url })).statusCode, url).toBe(401);
    }
    const bad = await t.injectAs(ground.staff, { method: 'GET', url: '/api/users/abc/export' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('id');
    expect((await t.injectAs(ground.staff, { method: 'GET', url: '/api/users/99999999/export' })).statusCode).toBe(404);
  });
});

describe('the committee’s work before the decisions are published', () => {
  it('is held back, as the screens hold it back, and comes in once they are published', async () => {
    const db = t.database.db;
    const [open] = await db
      .insert(sessions)
      .values({
        name: 'Call 2032',
        year: 2032,
        status: 'OPEN',
        startDate: new Date(Date.now() - 86_400_000),
        endDate: new Date(Date.now() + 86_400_000),
        completionNotice: { en: 'n', fr: 'n', it: 'n' },
        applicationGuidelines: { en: 'g', fr: 'g', it: 'g' },
      })
      .returning();
    const person = await t.createUser();
    const [application] = await db
      .insert(applications)
      .values({
        sessionId: open!.id,
        userId: person.id,
        steps: emptySteps(),
        submitted: true,
        status: 'APPROVED',
        eligible: true,
        totalScore: 81.5,
        rank: 2,
        finalScore: 84,
        preselected: true,
        interviewState: 'HELD',
      })
      .returning();
    const applicationId = application!.id;
    await db.insert(evaluations).values({ applicationId, evaluatorName: 'Staff Member', score: 84, comment: 'Clear' });
    await db.insert(evaluationConflicts).values({ applicationId, evaluatorId: ground.staff.id, reason: 'Cousin' });
    await db.insert(applicationAudit).values({ applicationId, actorName: 'Staff Member', action: 'DECISION' });
    await db
      .insert(applicationReads)
      .values({ applicationId, readerName: 'Staff Member', readerRole: 'ADMIN', what: 'APPLICATION' });
    const withheld = [
      'evaluations.json',
      'conflicts-of-interest.json',
      'application-history.json',
      'application-reads.json',
    ];

    for (const [who, url] of [
      [person, '/api/users/me/export'],
      [ground.staff, `/api/users/${person.id}/export`],
    ] as const) {
      const { entries } = await download(who, url);
      const [row] = jsonOf(entries, 'applications.json') as Row[];
      expect(row).toMatchObject({ id: applicationId, submitted: true, preselected: true, interviewState: 'HELD' });
      for (const key of ['status', 'eligible', 'totalScore', 'rank', 'finalScore'])
        expect(row, key).not.toHaveProperty(key);
      expect(row!.withheldUntilPublished).toEqual(expect.arrayContaining(['status', 'totalScore', 'finalScore']));
      for (const file of withheld) expect(jsonOf(entries, file), file).toEqual([]);
      expect(entries.find((entry) => entry.name === 'README.txt')!.text).toContain(
        'Held back until the decisions are published',
      );
    }

    await db.update(sessions).set({ status: 'CLOSED' }).where(eq(sessions.id, open!.id));
    const { entries } = await download(person, '/api/users/me/export');
    expect(jsonOf(entries, 'applications.json')).toEqual([
      expect.objectContaining({ id: applicationId, status: 'APPROVED', totalScore: 81.5, rank: 2 }),
    ]);
    for (const file of withheld) expect(jsonOf(entries, file), file).toHaveLength(1);
    expect(entries.find((entry) => entry.name === 'README.txt')!.text).not.toContain('Held back');
  });
});

describe('the signed download link', () => {
  const linkOf = async (who: TestUser, url = '/api/users/me/export/size') => {
    const answer = await t.injectAs(who, { method: 'GET', url });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { url: string; bytes: number; expires: number };
  };
  const fetchLink = (url: string, language = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

  it('downloads the archive without the token, of the size told', async () => {
    const link = await linkOf(a.person);
    expect(link.url).toMatch(
      new RegExp(`^/api/users/${a.person.id}/export/download\\?by=${a.person.id}&expires=\\d+&signature=`),
    );
    const response = await fetchLink(link.url);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(Number(response.headers['content-length'])).toBe(link.bytes);
    expect(response.rawPayload.length).toBe(link.bytes);
    expect(readZip(response.rawPayload).map((entry) => entry.name)).toContain('applications.json');
  });

  it('refuses a link altered, expired, of an asker signed out since, or no longer an administrator', async () => {
    const link = await linkOf(a.person);
    const forged = await fetchLink(withOtherSignature(link.url), 'fr');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('Ce lien de téléchargement n’est pas valide');
    const someoneElse = await fetchLink(link.url.replace(`/users/${a.person.id}/`, `/users/${b.person.id}/`));
    expect(someoneElse.statusCode).toBe(403);
    expect((await fetchLink(link.url.replace(/by=\d+/, 'by=99999999'))).statusCode).toBe(403);
    const missing = await fetchLink(`/api/users/${a.person.id}/export/download?by=${a.person.id}`);
    expect(missing.statusCode).toBe(400);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60_000);
      const expired = await fetchLink(link.url);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toMatch(/expired/);
    } finally {
      vi.useRealTimers();
    }

    const admin = await t.createUser({ role: 'ADMIN' });
    const forB = await linkOf(admin, `/api/users/${b.person.id}/export/size`);
    expect(forB.url).toContain(`by=${admin.id}`);
    await t.database.db.update(users).set({ role: 'EVALUATOR' }).where(eq(users.id, admin.id));
    expect((await fetchLink(forB.url)).statusCode).toBe(403);

    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, a.person.id));
    expect((await fetchLink(link.url)).statusCode).toBe(403);
  });
});

describe('a file gone from the disk', () => {
  it('is named in the README, and the archive stays whole', async () => {
    const fresh = await t.createUser();
    const { entries: before } = await download(ground.staff, `/api/users/${a.person.id}/export`);
    const docs = jsonOf(before, 'documents.json') as Row[];
    await removeStored(t, 'documents', a.files.shot);
    const { entries } = await download(ground.staff, `/api/users/${a.person.id}/export`);
    const gone = `files/documents/${docs[1]!.id}-document.jpg`;
    expect(entries.map((entry) => entry.name)).not.toContain(gone);
    expect(entries.find((entry) => entry.name === 'README.txt')!.text).toContain(`- ${gone}`);
    // A person with nothing yet: every file, empty.
    const { entries: nothing } = await download(fresh, '/api/users/me/export');
    expect(jsonOf(nothing, 'applications.json')).toEqual([]);
    expect(jsonOf(nothing, 'account.json')).toHaveLength(1);
  });
});

describe('the download link in the log', () => {
  it('leaves no usable signature there', async () => {
    const logged = await createTestApp({ captureLog: true });
    try {
      const person = await logged.createUser();
      const size = await logged.injectAs(person, { method: 'GET', url: '/api/users/me/export/size' });
      const link = new URL(size.json().data.url as string, 'http://portal.test');
      const signature = link.searchParams.get('signature')!;
      expect(signature.length).toBeGreaterThan(20);
      logged.log.length = 0;
      expect((await logged.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
      const text = logged.log.join('\n');
      expect(text).not.toContain(signature.slice(0, 12));
      expect(text).toContain(
        `${link.pathname}?by=${person.id}&expires=${link.searchParams.get('expires')}&signature=***`,
      );
    } finally {
      await logged.close();
    }
  });
});

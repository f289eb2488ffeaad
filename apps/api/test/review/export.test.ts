import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../src/db/client.ts';
import { parseListQuery } from '../../src/lib/list-query.ts';
import { EXPORT_BATCH, exportCandidates } from '../../src/modules/review/export-candidates.ts';
import { candidateListSpec } from '../../src/modules/review/review.repository.ts';
import { exportRows } from '../../src/modules/review/review-export.repository.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { type ReadCell, readXlsx, sheetValues } from '../xlsx-reader.ts';
import { reviewFixtures } from './fixtures.ts';

/** The database, with the rows its transactions' statements answered counted (the export's cursor reads so). */
function countingRows(database: Db) {
  let rows = 0;
  const counted = (tx: Tx) =>
    new Proxy(tx, {
      get(target, key) {
        if (key !== 'execute') return Reflect.get(target, key);
        return async (query: Parameters<Tx['execute']>[0]) => {
          const result = await target.execute(query);
          rows += (result as unknown as { rows: unknown[] }).rows.length;
          return result;
        };
      },
    });
  const db = new Proxy(database, {
    get(target, key) {
      if (key !== 'transaction') return Reflect.get(target, key);
      return (work: (tx: Tx) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) =>
        target.transaction((tx) => work(counted(tx)), config);
    },
  });
  return { db, rowsRead: () => rows };
}

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let sessionId: number;

const formulaLike = ['=HYPERLINK("http://evil","x")', '+33 6 12', '-2+3', '@SUM(A1)'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  student = await t.createUser();
  const make = reviewFixtures(t);
  sessionId = (await make.session()).id;
  await make.candidate(sessionId, {
    firstName: 'Brice',
    lastName: 'Ngono',
    email: 'brice.ngono@example.org',
    mobile: '+237 699 12 34 56',
    universityStudent: true,
    submitted: true,
    submittedAt: new Date('2026-01-15T08:30:00Z'),
    eligible: true,
    scoreParts: { merit: 38.5, economicCondition: 20, water: 2 },
    bonus: 3,
    bonusReason: 'Orphan <verified> & supported',
    totalScore: 72.5,
    rank: 1,
    // Offered a place from the reserve list: the export says so, as the list does.
    rankingMark: 'RESERVE',
    status: 'APPROVED',
    preselected: true,
    interviewState: 'HELD',
    panelScore: 81.5,
    correctedPanelScore: 79.25,
    finalScore: 74.75,
    finalRank: 1,
  });
  await make.candidate(sessionId, {
    firstName: 'Carine',
    lastName: 'Tchoua',
    eligible: false,
    // The eligibility rule's reasons are { code, params }; a reason kept as text is shown as it is.
    nonEligibilityReasons: [
      { code: 'averageTooLow', params: { average: 10.5, minimum: 12 } },
      'Checked by hand',
    ] as never,
    universityStudent: false,
  });
  for (const [index, name] of formulaLike.entries())
    await make.candidate(sessionId, { firstName: name, lastName: `Formula${index}`, totalScore: 10 - index });
  const other = await make.session('Call 2025');
  await make.candidate(other.id, { lastName: 'Elsewhere' });
});
afterAll(async () => t?.close());

async function exportOf(query: string, lang = 'en', who: TestUser | null = admin) {
  return t.injectAs(who, {
    method: 'GET',
    url: `/api/applications/export/EXCEL?${query}`,
    headers: { 'accept-language': lang },
  });
}

/** The export as openpyxl reads it (see xlsx-reader.ts): the file a committee member opens. */
async function sheetOf(query: string, lang = 'en') {
  const response = await exportOf(query, lang);
  expect(response.statusCode, response.body).toBe(200);
  const book = readXlsx(response.rawPayload);
  return { response, book, sheet: book.sheets[0]!, rows: sheetValues(book) };
}

const inSession = () => `filter=${encodeURIComponent(`session.id:eq:${sessionId}`)}`;

describe('GET /applications/export/EXCEL', () => {
  it('answers an .xlsx attachment named with the UTC instant, its zip entries stamped with the same instant', async () => {
    const before = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const { response, book, sheet } = await sheetOf(inSession());
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const name = /attachment; filename="candidates-export-(\d{14})\.xlsx"/.exec(
      String(response.headers['content-disposition']),
    );
    expect(name).not.toBeNull();
    expect(name![1]! >= before).toBe(true);
    expect(book.entries.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
    );
    const [, year, month, day, hour, minute, second] = /(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)/
      .exec(name![1]!)!
      .map(Number);
    const instant = Date.UTC(year!, month! - 1, day, hour, minute, second) / 1000;
    for (const entry of book.entries) expect(entry.utcSeconds, entry.name).toBe(instant);
    expect(sheet.frozen).toBe('A2');
    expect(sheet.boldHeading.every(Boolean)).toBe(true);
  });

  it('writes one row per candidate with identity, contacts, eligibility, every score part, bonus, total, rank, status', async () => {
    const { rows } = await sheetOf(`${inSession()}&sort=${encodeURIComponent('totalScore,desc')}`);
    const headings = rows[0]!;
    expect(headings.slice(0, 5)).toEqual(['Application', 'Last name', 'First name', 'E-mail', 'Mobile']);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Merit',
        'Economic condition',
        'Land',
        'Committee bonus',
        'Total score',
        'Rank',
        'Status',
      ]),
    );
    expect(rows).toHaveLength(1 + 6);
    const cell = (row: (typeof rows)[number], heading: string) => row[headings.indexOf(heading)];
    const ngono = rows[1]!;
    expect(cell(ngono, 'Last name')).toBe('Ngono');
    expect(cell(ngono, 'E-mail')).toBe('brice.ngono@example.org');
    expect(cell(ngono, 'Mobile')).toBe('+237 699 12 34 56');
    expect(cell(ngono, 'Applicant')).toBe('University student');
    expect(cell(ngono, 'Submitted on (UTC)')).toBe('2026-01-15 08:30');
    expect(cell(ngono, 'Eligible')).toBe('Yes');
    expect(cell(ngono, 'Merit')).toBe(38.5);
    expect(cell(ngono, 'Economic condition')).toBe(20);
    expect(cell(ngono, 'Water')).toBe(2);
    expect(cell(ngono, 'Land')).toBeNull();
    expect(cell(ngono, 'Committee bonus')).toBe(3);
    expect(cell(ngono, 'Reason for the bonus')).toBe('Orphan <verified> & supported');
    expect(cell(ngono, 'Total score')).toBe(72.5);
    expect(cell(ngono, 'Rank')).toBe(1);
    expect(cell(ngono, 'Place in the ranking')).toBe('From the reserve list');
    expect(cell(ngono, 'Status')).toBe('Approved');
    expect(cell(ngono, 'Preselected for interviews')).toBe('Yes');
    expect(cell(ngono, 'Interview')).toBe('Held');
    expect(cell(ngono, 'Panel score')).toBe(81.5);
    expect(cell(ngono, 'Corrected panel score')).toBe(79.25);
    expect(cell(ngono, 'Final score')).toBe(74.75);
    expect(cell(ngono, 'Final rank')).toBe(1);
    const tchoua = rows.at(-1)!;
    expect(cell(tchoua, 'Preselected for interviews')).toBe('No');
    for (const heading of ['Interview', 'Panel score', 'Corrected panel score', 'Final score', 'Final rank'])
      expect(cell(tchoua, heading), heading).toBeNull();
    expect(cell(tchoua, 'Eligible')).toBe('No');
    expect(cell(tchoua, 'Reasons for non-eligibility')).toBe(
      'Annual average 10.5/20: at least 12/20 is required; Checked by hand',
    );
    expect(cell(tchoua, 'Applicant')).toBe('Pupil');
  });

  it('keeps a name starting with = + - @ as text, never a formula', async () => {
    const { rows, sheet } = await sheetOf(`${inSession()}&search=formula`);
    expect(rows.slice(1).map((row) => row[2])).toEqual(formulaLike);
    expect(sheet.rows.slice(1).map((row) => row[2]!.type)).toEqual(['s', 's', 's', 's']);
    expect(sheet.rows.flat().filter((cell) => cell.type === 'f')).toEqual([]);
  });

  it('reads back, in a real spreadsheet reader, every text exactly as it was typed and every number as a number', async () => {
    const make = reviewFixtures(t);
    const awkward = await make.session('Awkward call');
    const long = 'Très long récit, perché «così» — '.repeat(990);
    const people = [
      {
        firstName: 'Hélène-Françoise',
        lastName: "N'Guessan d'Almeida",
        email: "o'neil+test@example.org",
        mobile: '0699123456',
        town: 'Città di Castello, perché è così',
        bonusReason: 'Ligne 1\nLigne 2\r\nLigne 3\tavec tabulation',
        nonEligibilityReasons: ["Revenu > 100'000 & <plus>", 'perché non è idoneo'],
        scoreParts: { merit: 38.5, economicCondition: 0, water: 2 },
        bonus: 5,
        totalScore: 88.25,
        rank: 1,
        submitted: true,
        submittedAt: new Date('2026-03-01T23:59:00Z'),
      },
      {
        firstName: '=1+1',
        lastName: '@SUM(A1:A3)',
        email: '+cmd|calc@example.org',
        mobile: '-5',
        town: '=HYPERLINK("http://evil.example","x")',
        bonusReason: '2026-01-15',
        nonEligibilityReasons: ['01/02/2026', 'TRUE'],
        totalScore: 0,
        rank: 2,
      },
      {
        firstName: '😀 Émilie 👩🏾‍🎓',
        lastName: '007',
        email: 'emilie@example.org',
        mobile: '00237 699 00 00 00',
        town: '  espaces autour  ',
        bonusReason: long,
        nonEligibilityReasons: ['1e5', '3.14', 'A_x0041_B'],
        scoreParts: { merit: 0.5 },
        totalScore: 1e-3,
        rank: 3,
      },
    ];
    const ids: number[] = [];
    for (const person of people)
      ids.push(
        (await make.candidate(awkward.id, { ...person, nonEligibilityReasons: person.nonEligibilityReasons as never }))
          .application.id,
      );

    const { sheet, rows } = await sheetOf(
      `filter=${encodeURIComponent(`session.id:eq:${awkward.id}`)}&sort=rank,asc`,
      'fr',
    );
    const headings = rows[0] as string[];
    const cell = (row: ReadCell[], heading: string) => {
      const index = headings.indexOf(heading);
      expect(index, heading).toBeGreaterThanOrEqual(0);
      return row[index]!;
    };
    const text = (row: ReadCell[], heading: string) => {
      const found = cell(row, heading);
      expect(found.type, heading).toBe('s');
      return found.value;
    };
    const number = (row: ReadCell[], heading: string) => {
      const found = cell(row, heading);
      expect(found.type, heading).toBe('n');
      expect(typeof found.value, heading).toBe('number');
      return found.value;
    };
    expect(sheet.rows).toHaveLength(1 + people.length);
    people.forEach((person, index) => {
      const row = sheet.rows[1 + index]!;
      expect(number(row, 'Candidature')).toBe(ids[index]);
      expect(text(row, 'Nom')).toBe(person.lastName);
      expect(text(row, 'Prénom')).toBe(person.firstName);
      expect(text(row, 'E-mail')).toBe(person.email);
      expect(text(row, 'Mobile')).toBe(person.mobile);
      expect(text(row, 'Ville')).toBe(person.town);
      expect(text(row, 'Motif du bonus')).toBe(person.bonusReason);
      expect(text(row, 'Motifs de non-éligibilité')).toBe(person.nonEligibilityReasons.join('; '));
      expect(number(row, 'Score total')).toBe(person.totalScore);
      expect(number(row, 'Rang')).toBe(person.rank);
    });
    const [first, , third] = [sheet.rows[1]!, sheet.rows[2]!, sheet.rows[3]!];
    expect(number(first, 'Mérite')).toBe(38.5);
    expect(number(first, 'Condition économique')).toBe(0);
    expect(number(first, 'Bonus du comité')).toBe(5);
    expect(text(first, 'Soumise le (UTC)')).toBe('2026-03-01 23:59');
    expect(number(third, 'Mérite')).toBe(0.5);
    expect(long.length).toBeGreaterThan(32_000); // Excel's limit for one cell is 32,767 characters
    // Every cell is text, a number or empty: nothing is a formula, a date or an error.
    expect(new Set(sheet.rows.flat().map((found) => found.type))).toEqual(new Set(['s', 'n']));
  });

  it('refuses a damaged file: the reader is not fooled by a byte changed in the archive', async () => {
    const response = await exportOf(inSession());
    const damaged = Buffer.from(response.rawPayload);
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    expect(() => readXlsx(damaged)).toThrow(/could not read the file/);
    expect(() => readXlsx(damaged.subarray(0, damaged.length - 30))).toThrow(/could not read the file/);
  });

  it('respects filter, search and sort', async () => {
    const eligible = await sheetOf(`${inSession()};eligible:eq:false`);
    expect(eligible.rows.slice(1).map((row) => row[1])).toEqual(['Tchoua']);
    const sorted = await sheetOf(`${inSession()}&search=formula&sort=${encodeURIComponent('lastName,desc')}`);
    expect(sorted.rows.slice(1).map((row) => row[1])).toEqual(['Formula3', 'Formula2', 'Formula1', 'Formula0']);
    const all = await sheetOf('');
    expect(all.rows.map((row) => row[1])).toContain('Elsewhere');
    // The approve dialog's question: who stands above a final rank, and of them who is still undecided.
    const above = (filter: string) => sheetOf(`filter=${encodeURIComponent(`session.id:eq:${sessionId};${filter}`)}`);
    expect((await above('finalRank:lt:2')).rows.slice(1).map((row) => row[1])).toEqual(['Ngono']);
    expect((await above('status:eq:PENDING;finalRank:lt:2')).rows).toHaveLength(1);
  });

  it('writes its headings in the reader language', async () => {
    const french = await sheetOf(inSession(), 'fr-CH,fr;q=0.9');
    expect(french.rows[0]!.slice(0, 3)).toEqual(['Candidature', 'Nom', 'Prénom']);
    expect(french.rows.at(-1)!.join('|')).toContain('Moyenne annuelle');
    expect(french.sheet.name).toBe('Candidats');
    expect(french.rows[0]).toEqual(expect.arrayContaining(['Note du jury corrigée', 'Note finale', 'Rang final']));
    expect(french.rows[1]).toEqual(expect.arrayContaining(['Oui', 'Tenu']));
    const italian = await sheetOf(inSession(), 'it');
    expect(italian.rows[0]).toContain('Punteggio totale');
    expect(italian.rows[0]).toEqual(expect.arrayContaining(['Punteggio finale', 'Posizione finale', 'Colloquio']));
  });

  it('reads more candidates than one batch', async () => {
    const make = reviewFixtures(t);
    const big = await make.session('Call 2024');
    await make.many(big.id, EXPORT_BATCH + 3, 'Many');
    const { rows } = await sheetOf(`filter=${encodeURIComponent(`session.id:eq:${big.id}`)}`);
    expect(rows).toHaveLength(1 + EXPORT_BATCH + 3);
    expect(rows[1]![1]).toBe(`Many${EXPORT_BATCH + 2}`);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(EXPORT_BATCH + 3);
  });

  it('streams from the database: a batch read as the sheet takes it, none while the reader waits', async () => {
    const make = reviewFixtures(t);
    const big = await make.session('Call 2023');
    const count = 12 * EXPORT_BATCH;
    await make.many(big.id, count, 'Stream');
    const filter = `session.id:eq:${big.id}`;
    const { db, rowsRead } = countingRows(t.database.db);

    // The cursor hands a batch when asked for one, and no more.
    const list = parseListQuery({ filter, page: 0, size: EXPORT_BATCH, paged: true }, candidateListSpec);
    await db.transaction(async (tx) => {
      const batches = exportRows(tx, list, EXPORT_BATCH);
      expect((await batches.next()).value).toHaveLength(EXPORT_BATCH);
      expect(rowsRead()).toBe(EXPORT_BATCH);
      await batches.next();
      expect(rowsRead()).toBe(2 * EXPORT_BATCH);
      await batches.return(undefined);
    });

    // Nobody reads the download: the export stops once the stream's buffers (a batch, and some KiB of the
    // compressed file) are full, and goes on as the reader reads, to the last row.
    const before = rowsRead();
    const exported = exportCandidates({ db }, { query: { filter } as never, locale: 'en' });
    const out = new PassThrough();
    const written = exported.writeTo(out);
    for (let last = -1; last !== rowsRead(); ) {
      last = rowsRead();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(rowsRead() - before).toBeLessThan(count);
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await written;
    out.end();
    expect(rowsRead() - before).toBe(count);
    const rows = sheetValues(readXlsx(Buffer.concat(chunks)));
    expect(rows).toHaveLength(1 + count);
    expect(rows.at(-1)![1]).toBe('Stream0');
    // Twelve thousand applications are made for it: on the embedded database of a busy machine that passes 30 s.
  }, 120_000);

  it('answers 400 for an unknown format or a bad filter, 403 to a student', async () => {
    const pdf = await t.injectAs(admin, { method: 'GET', url: '/api/applications/export/PDF' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().fieldErrors[0].field).toBe('format');
    const bad = await exportOf('filter=nonsense:eq:1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0]).toMatchObject({ field: 'filter' });
    expect(bad.json().fieldErrors[0].message).toContain('nonsense');
    expect((await exportOf(inSession(), 'en', student)).statusCode).toBe(403);
    expect((await exportOf(inSession(), 'en', null)).statusCode).toBe(401);
  });
});

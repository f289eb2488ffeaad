import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH } from '../../src/modules/review/review.service.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { reviewFixtures } from './fixtures.ts';
import { sheetRows, unzip } from './xlsx-reader.ts';

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
    status: 'APPROVED',
  });
  await make.candidate(sessionId, {
    firstName: 'Carine',
    lastName: 'Tchoua',
    eligible: false,
    nonEligibilityReasons: ['AVERAGE_TOO_LOW', 'TOO_OLD'],
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

async function sheetOf(query: string, lang = 'en') {
  const response = await exportOf(query, lang);
  expect(response.statusCode, response.body).toBe(200);
  const files = unzip(response.rawPayload);
  const xml = files.get('xl/worksheets/sheet1.xml')!;
  return { response, files, xml, rows: sheetRows(xml) };
}

const inSession = () => `filter=${encodeURIComponent(`session.id:eq:${sessionId}`)}`;

describe('GET /applications/export/EXCEL', () => {
  it('answers an .xlsx attachment named with the UTC instant', async () => {
    const before = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const { response, files } = await sheetOf(inSession());
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const name = /attachment; filename="candidates-export-(\d{14})\.xlsx"/.exec(
      String(response.headers['content-disposition']),
    );
    expect(name).not.toBeNull();
    expect(name![1]! >= before).toBe(true);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
    );
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
    expect(cell(ngono, 'Status')).toBe('Approved');
    const tchoua = rows.at(-1)!;
    expect(cell(tchoua, 'Eligible')).toBe('No');
    expect(cell(tchoua, 'Reasons for non-eligibility')).toBe('AVERAGE_TOO_LOW; TOO_OLD');
    expect(cell(tchoua, 'Applicant')).toBe('Pupil');
  });

  it('keeps a name starting with = + - @ as text, never a formula', async () => {
    const { rows, xml } = await sheetOf(`${inSession()}&search=formula`);
    expect(rows.slice(1).map((row) => row[2])).toEqual(formulaLike);
    expect(xml).not.toMatch(/<f[\s>]/);
    expect(xml).not.toMatch(/t="(str|s)"/);
  });

  it('respects filter, search and sort', async () => {
    const eligible = await sheetOf(`${inSession()};eligible:eq:false`);
    expect(eligible.rows.slice(1).map((row) => row[1])).toEqual(['Tchoua']);
    const sorted = await sheetOf(`${inSession()}&search=formula&sort=${encodeURIComponent('lastName,desc')}`);
    expect(sorted.rows.slice(1).map((row) => row[1])).toEqual(['Formula3', 'Formula2', 'Formula1', 'Formula0']);
    const all = await sheetOf('');
    expect(all.rows.map((row) => row[1])).toContain('Elsewhere');
  });

  it('writes its headings in the reader language', async () => {
    const french = await sheetOf(inSession(), 'fr-CH,fr;q=0.9');
    expect(french.rows[0]!.slice(0, 3)).toEqual(['Candidature', 'Nom', 'Prénom']);
    expect(french.files.get('xl/workbook.xml')).toContain('name="Candidats"');
    const italian = await sheetOf(inSession(), 'it');
    expect(italian.rows[0]).toContain('Punteggio totale');
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

import { describe, expect, it } from 'vitest';
import { runMigrations, runMigrationsUpTo } from '../../src/db/migrate.ts';
import { emptyDatabases, rowsOf } from '../empty-database.ts';

const emptyDatabase = emptyDatabases('payments');

describe('the migration that brings the payment rules', () => {
  it('sets aside the payments that break them, keeping the others, and then holds a reference once', async () => {
    const database = await emptyDatabase();
    const sql = (text: string) => database.db.execute(text);
    await runMigrationsUpTo(database, '0009_reserve_list');
    await sql(`insert into users (id, first_name, last_name, username, email, password_hash)
      values (1, 'Awa', 'Njoya', 'awa', 'awa@example.org', 'x')`);
    // Published at 23:30 UTC on 31 October: 1 November in Douala, so the year starts on 1 November.
    await sql(`insert into sessions (id, name, year, status, start_date, end_date, completion_notice,
        application_guidelines, published_at)
      values (1, 'Bourses', 2026, 'CLOSED', '2026-08-01', '2026-09-30', '{}', '{}', '2026-10-31T23:30:00Z')`);
    await sql(`insert into applications (id, session_id, user_id, steps, status) values (1, 1, 1, '{}', 'APPROVED')`);
    await sql(`insert into acceptances (application_id, session_id, state, deadline, answered_at)
      values (1, 1, 'ACCEPTED', '2026-11-10T00:00:00Z', '2026-11-02T00:00:00Z')`);
    await sql(`insert into payments (id, application_id, due_date, amount, paid_date, operator, reference) values
      (1, 1, '2026-12-01', 108333, '2026-12-02', 'MTN_MOMO', 'MP1'),
      (2, 1, '1000-01-01', 10, '2026-12-02', 'MTN_MOMO', 'MP2'),
      (3, 1, '2027-02-01', 10000000, '2027-02-02', 'ORANGE_MONEY', 'OM3'),
      (4, 1, '2027-04-01', 108333, '2027-04-02', 'MTN_MOMO', 'mp1'),
      (5, 1, '2026-11-01', 50000, '2026-11-02', 'BANK', 'B5'),
      (6, 1, '2027-06-01', 108333, '2027-06-02', 'ORANGE_MONEY', 'MP1'),
      (7, 1, '2027-10-01', 108335, '2027-10-02', 'CASH', 'C7')`);

    await runMigrations(database);

    const kept = rowsOf(await sql('select id from payments order by id'));
    expect(kept.map((row) => row.id)).toEqual([1, 6, 7]);
    const aside = rowsOf(await sql('select id, reason, amount, reference from payments_set_aside order by id'));
    expect(aside).toEqual([
      { id: 2, reason: 'OFF_SCHEDULE', amount: 10, reference: 'MP2' },
      { id: 3, reason: 'OVER_AMOUNT', amount: 10000000, reference: 'OM3' },
      { id: 4, reason: 'REFERENCE_REUSED', amount: 108333, reference: 'mp1' },
      // The tuition fee's day, but no fee is set yet: nothing can be paid on it.
      { id: 5, reason: 'OVER_AMOUNT', amount: 50000, reference: 'B5' },
    ]);
    await expect(
      sql(`insert into payments (application_id, due_date, amount, paid_date, operator, reference)
        values (1, '2027-08-01', 1, '2027-08-02', 'MTN_MOMO', 'Mp1')`),
    ).rejects.toThrow();
  }, 60_000);
});

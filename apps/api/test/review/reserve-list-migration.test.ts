import { describe, expect, it } from 'vitest';
import { runMigrations, runMigrationsUpTo } from '../../src/db/migrate.ts';
import { emptyDatabases, rowsOf } from '../empty-database.ts';

const emptyDatabase = emptyDatabases('reserve');

describe('the reserve list’s migration', () => {
  it('renames the marks already given from PRESELECTED to RESERVE, keeping the others', async () => {
    const database = await emptyDatabase();
    await runMigrationsUpTo(database, '0008_withdrawals_publication_date');
    await database.db.execute('create table marks_before (mark ranking_mark)');
    await database.db.execute(`insert into marks_before values ('SELECTED'), ('PRESELECTED'), (null)`);

    await runMigrations(database);

    const marks = rowsOf(await database.db.execute('select mark from marks_before order by mark nulls last'));
    expect(marks.map((row) => row.mark)).toEqual(['SELECTED', 'RESERVE', null]);
    const values = rowsOf(await database.db.execute('select unnest(enum_range(null::ranking_mark)) as value'));
    expect(values.map((row) => row.value)).toEqual(['SELECTED', 'BIOMEDICAL_PLACE', 'RESERVE']);
  }, 60_000);
});

import { readFileSync } from 'node:fs';
import { columnsWithoutPersonalData, processedColumns } from '@portal/shared/processing-columns';
import { recordsOfProcessing } from '@portal/shared/records-of-processing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { repositoryFolder } from '../../src/lib/package-paths.ts';
import { rowsOf } from '../empty-database.ts';
import { openTestDatabase } from '../test-app.ts';

/**
 * Privacy by design for every change to come: each column the migrations create is classified in the records of
 * processing (an activity and the category of what it holds), or listed as holding no personal data with why. Read
 * from the migrated database itself, so it sees exactly what the migrations made.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const source = 'packages/shared/src/processing-columns.ts';

function classified(): Map<string, string> {
  const known = new Map<string, string>();
  for (const [activity, tables] of Object.entries(processedColumns))
    for (const [table, columns] of Object.entries(tables))
      for (const column of Object.keys(columns)) known.set(`${table}.${column}`, activity);
  for (const [table, { columns }] of Object.entries(columnsWithoutPersonalData))
    for (const column of columns) known.set(`${table}.${column}`, 'no personal data');
  return known;
}

describe('the records of processing', () => {
  it('classify every column of every table the migrations create', async () => {
    const result = await database.db.execute(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
    );
    const columns = rowsOf(result).map((row) => `${row.table_name}.${row.column_name}`);
    expect(columns.length).toBeGreaterThan(300);
    const known = classified();
    const unclassified = columns.filter((column) => !known.has(column));
    expect(
      unclassified,
      `Unclassified column(s): ${unclassified.join(', ')}. Classify each in ${source}: under the processing ` +
        'activity it serves in `processedColumns` with the category of what it holds (e.g. `guardian_name: ' +
        "'guardian'`; a new category or activity needs its words in the privacy catalogs), or in " +
        '`columnsWithoutPersonalData` with why it holds nothing about a person. Then run `npm run privacy:records` ' +
        'to write docs/privacy/records-of-processing.md (and raise the notice’s version if what it tells changed).',
    ).toEqual([]);
    const gone = [...known.keys()].filter((column) => !columns.includes(column));
    expect(gone, `Classified in ${source} but no longer in the database: remove them`).toEqual([]);
  });

  it('are written out from the notice’s source, never edited by hand', () => {
    const file = readFileSync(`${repositoryFolder}/docs/privacy/records-of-processing.md`, 'utf8');
    const english = JSON.parse(readFileSync(`${repositoryFolder}/packages/shared/src/locales/en/privacy.json`, 'utf8'));
    expect(file, 'docs/privacy/records-of-processing.md is stale: run `npm run privacy:records`').toBe(
      recordsOfProcessing(english),
    );
  });
});

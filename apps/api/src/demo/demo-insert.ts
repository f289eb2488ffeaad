import { type Column, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';

/** Rows per statement: one JSON document each, a few megabytes at most. */
const ROWS_PER_STATEMENT = 5000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Inserts many rows of a table in few statements: each batch goes to the database as one JSON document that
 * `jsonb_to_recordset` turns back into rows, rather than as one parameter per value (building and sending hundreds of
 * thousands of parameters is what made a large demonstration slow). A column left out of every row takes its default;
 * a column given in some rows only is null in the others, so it must have no default of its own. Answers the
 * `returning` columns of every inserted row, by their keys in the table.
 */
export async function insertRows<T extends PgTable, K extends keyof T['$inferSelect'] & string = never>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  returning: K[] = [],
): Promise<Pick<T['$inferSelect'], K>[]> {
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row as object)))];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    if (column.hasDefault && rows.some((row) => (row as Record<string, unknown>)[key] === undefined))
      throw new Error(`${getTableName(table)}.${key} has a default: give it in every row or in none`);
  }
  const names = keys.map((key) => quote(columns[key]!.name));
  const record = keys.map((key, index) => `${names[index]} ${columns[key]!.getSQLType()}`).join(', ');
  const answer = returning.map((key) => `${quote(columns[key]!.name)} as ${quote(key)}`).join(', ');
  const inserted: Pick<T['$inferSelect'], K>[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const json: Record<string, unknown> = {};
      for (const key of keys) json[columns[key]!.name] = (row as Record<string, unknown>)[key] ?? null;
      return json;
    });
    const result = await tx.execute(
      sql`insert into ${table} (${sql.raw(names.join(', '))})
        select ${sql.raw(names.join(', '))} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(${sql.raw(record)})
        ${sql.raw(answer ? `returning ${answer}` : '')}`,
    );
    inserted.push(...((result as unknown as { rows: Pick<T['$inferSelect'], K>[] }).rows ?? []));
  }
  return inserted;
}

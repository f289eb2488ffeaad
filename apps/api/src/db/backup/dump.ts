import { type SQL, sql } from 'drizzle-orm';
import type { Conn, Db, Tx } from '../client.ts';
import { schemaTag } from '../migrate.ts';
import { ArchiveDamaged, parseJson } from './failure.ts';

/**
 * A logical copy of the database through the driver, the same on PGlite and PostgreSQL: each table's rows as JSON
 * lines (PostgreSQL's own `to_jsonb`, read back by `jsonb_populate_recordset`, so every type comes back as it
 * was), read in one repeatable-read transaction, so every table shows the same moment.
 */

/** One table: its name, its primary key, and its columns that name a row of the same table (loaded in a second pass). */
export type TablePlan = { name: string; key: string[]; selfReferences: string[] };

/** What a restore needs before the rows: the schema they fit, the tables in an order their references allow. */
export type DumpPlan = {
  schema: string;
  tables: TablePlan[];
  /** Each sequence's last value when the copy was taken (at least the highest id among the rows). */
  sequences: { name: string; lastValue: string | null }[];
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const identifier = (name: string) => sql.raw(quote(name));
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function planTables(conn: Conn): Promise<TablePlan[]> {
  const tables = rowsOf<{ name: string }>(
    await conn.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`),
  ).map((row) => row.name);
  const keys = rowsOf<{ table: string; column: string }>(
    await conn.execute(sql`
      select c.relname as table, a.attname as column
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where n.nspname = 'public' and i.indisprimary order by c.relname, k.position`),
  );
  const references = rowsOf<{ child: string; parent: string; column: string }>(
    await conn.execute(sql`
      select child.relname as child, parent.relname as parent, a.attname as column
      from pg_constraint con
      join pg_class child on child.oid = con.conrelid join pg_class parent on parent.oid = con.confrelid
      join pg_namespace n on n.oid = con.connamespace
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = any(con.conkey)
      where con.contype = 'f' and n.nspname = 'public'`),
  );
  // Parents before children; a table that references itself is loaded with those columns empty, then updated.
  const ordered: string[] = [];
  const remaining = new Set(tables);
  while (remaining.size) {
    const ready = [...remaining].filter((table) =>
      references.every((ref) => ref.child !== table || ref.parent === table || !remaining.has(ref.parent)),
    );
    if (!ready.length) throw new Error(`tables reference each other in a circle: ${[...remaining].join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      remaining.delete(table);
    }
  }
  return ordered.map((name) => ({
    name,
    key: keys.filter((row) => row.table === name).map((row) => row.column),
    selfReferences: references.filter((ref) => ref.child === name && ref.parent === name).map((ref) => ref.column),
  }));
}

const CHUNK_ROWS = 500;

/**
 * Reads the whole database in one snapshot: the plan first, then each table's rows in chunks of JSON lines handed
 * to `emit` as they come (the caller writes them out; memory holds one chunk). Answers the rows per table.
 */
export async function dumpDatabase(
  db: Db,
  emit: {
    plan: (plan: DumpPlan) => Promise<void>;
    rows: (table: string, chunk: number, lines: string[]) => Promise<void>;
  },
): Promise<Record<string, number>> {
  return db.transaction(
    async (tx) => {
      const tables = await planTables(tx);
      const schema = await schemaTag(tx);
      // Read after the snapshot began: a sequence only grows, so these cover every id the snapshot holds.
      const sequences = rowsOf<{ name: string; lastValue: string | null }>(
        await tx.execute(sql`
          select sequencename as "name", last_value::text as "lastValue" from pg_sequences
          where schemaname = 'public' order by sequencename`),
      );
      await emit.plan({ schema, tables, sequences });
      const counts: Record<string, number> = {};
      for (const table of tables) counts[table.name] = await dumpTable(tx, table, emit.rows);
      return counts;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(
  tx: Tx,
  table: TablePlan,
  emit: (table: string, chunk: number, lines: string[]) => Promise<void>,
) {
  const order = table.key.length ? table.key.map(quote).join(', ') : 'ctid';
  await tx.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for select to_jsonb(t)::text as "row" from ${quote(table.name)} t order by ${order}`,
    ),
  );
  let count = 0;
  for (let chunk = 0; ; chunk += 1) {
    const rows = rowsOf<{ row: string }>(await tx.execute(sql.raw(`fetch ${CHUNK_ROWS} from backup_rows`)));
    if (!rows.length) break;
    await emit(
      table.name,
      chunk,
      rows.map((row) => row.row),
    );
    count += rows.length;
    if (rows.length < CHUNK_ROWS) break;
  }
  await tx.execute(sql.raw('close backup_rows'));
  return count;
}

/**
 * Loads dumped rows into the same schema, in one transaction the caller opens: `rows` for each chunk in the
 * plan's order, then `finish` (columns naming rows of their own table, and the sequences).
 */
export function createLoader(tx: Tx, plan: DumpPlan) {
  const byName = new Map(plan.tables.map((table) => [table.name, table]));
  const laterUpdates: { table: TablePlan; rows: Record<string, unknown>[] }[] = [];

  return {
    async rows(tableName: string, lines: string[]): Promise<number> {
      const table = byName.get(tableName);
      if (!table) throw new ArchiveDamaged(`the archive holds rows of an unknown table ${tableName}`);
      const rows = lines.map((line) => parseJson<Record<string, unknown>>(line, `a row of table ${tableName}`));
      const later: Record<string, unknown>[] = [];
      for (const row of rows) {
        if (!table.selfReferences.some((column) => row[column] !== null && row[column] !== undefined)) continue;
        later.push(Object.fromEntries([...table.key, ...table.selfReferences].map((column) => [column, row[column]])));
        for (const column of table.selfReferences) row[column] = null;
      }
      if (later.length) laterUpdates.push({ table, rows: later });
      const name = identifier(table.name);
      await tx.execute(
        sql`insert into ${name} select * from jsonb_populate_recordset(null::${name}, ${JSON.stringify(rows)}::jsonb)`,
      );
      return rows.length;
    },
    async finish(): Promise<void> {
      for (const { table, rows } of laterUpdates) {
        const name = identifier(table.name);
        const assignments = sql.join(
          table.selfReferences.map((column) => sql`${identifier(column)} = source.${identifier(column)}`),
          sql`, `,
        );
        const matches: SQL[] = table.key.map(
          (column) => sql`${name}.${identifier(column)} = source.${identifier(column)}`,
        );
        await tx.execute(
          sql`update ${name} set ${assignments} from jsonb_populate_recordset(null::${name}, ${JSON.stringify(rows)}::jsonb) source where ${sql.join(matches, sql` and `)}`,
        );
      }
      for (const sequence of plan.sequences) {
        if (sequence.lastValue === null) continue;
        await tx.execute(sql`select setval(${quote(sequence.name)}, ${sequence.lastValue}::bigint, true)`);
      }
    },
  };
}

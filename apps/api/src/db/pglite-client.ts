import { type PGlite, type QueryOptions, types } from '@electric-sql/pglite';

/**
 * The types Drizzle reads as PostgreSQL writes them (it makes its own dates of timestamps), which it asks of PGlite
 * by handing these parsers in with every query (drizzle-orm/pglite's session).
 */
const drizzleRawTypes = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

type Statement = { name: string; paramTypes: number[]; fields: { name: string; dataTypeID: number }[] };
type BackendMessage = {
  name: string;
  dataTypeIDs?: number[];
  fields?: ({ name: string; dataTypeID: number } | string | null)[];
  text?: string;
};
/** The parts of PGlite used here: its protocol call, and the locks its own `query` and `transaction` take. */
type PgliteProtocol = Pick<PGlite, 'parsers' | 'serializers'> & {
  execProtocolStream(message: Uint8Array, options: { syncToFs: boolean }): Promise<BackendMessage[]>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
};

const encoder = new TextEncoder();

/** Frontend messages of PostgreSQL's extended protocol, as bytes: a type letter, a length, the fields. */
function message(type: string, parts: (Uint8Array | number | string)[]): Uint8Array {
  const chunks = parts.map((part) => {
    if (part instanceof Uint8Array) return part;
    if (typeof part === 'string') return encoder.encode(`${part}\0`);
    return new Uint8Array([part]);
  });
  const length = 4 + chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const bytes = new Uint8Array(1 + length);
  bytes[0] = type.charCodeAt(0);
  new DataView(bytes.buffer).setInt32(1, length);
  let at = 5;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
const int16 = (value: number) => new Uint8Array([(value >> 8) & 0xff, value & 0xff]);
const int32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setInt32(0, value);
  return bytes;
};
const concat = (parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
};
const sync = message('S', []);

/** How many named statements the embedded database keeps; past that, the least recently run is closed. */
export const keptStatements = 200;

type Statements = { byText: Map<string, Statement>; made: number };
const statementsOf = new WeakMap<object, Statements>();

/**
 * Reads (a query that starts with `select`) as named statements: parsed, described and planned once, then each run
 * is one call into the database (bind, execute, sync) instead of PGlite's six (parse, describe, bind, describe,
 * execute, sync), with a parse and a plan every time (the planner looks at the size of every file of each table).
 * Two thirds of a signed-in read's processor time on the embedded database (decision 502). Writes go through PGlite's
 * own `query`.
 */
function namedStatements(pglite: PgliteProtocol) {
  // The database's own: a second handle on it (tests wrap one database again) sees the statements it holds.
  const statements = statementsOf.get(pglite) ?? { byText: new Map<string, Statement>(), made: 0 };
  statementsOf.set(pglite, statements);
  const { byText } = statements;
  const run = (bytes: Uint8Array) => pglite.execProtocolStream(bytes, { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    const known = byText.get(text);
    if (known) {
      // Last in the Map's order: the least recently run is the first to go.
      byText.delete(text);
      byText.set(text, known);
      return known;
    }
    const closing: Uint8Array[] = [];
    while (byText.size >= keptStatements) {
      const [oldest, statement] = byText.entries().next().value as [string, Statement];
      byText.delete(oldest);
      closing.push(message('C', ['S'.charCodeAt(0), statement.name]));
    }
    statements.made += 1;
    const name = `portal_${statements.made}`;
    const answer = await run(
      concat([...closing, message('P', [name, text, int16(0)]), message('D', ['S'.charCodeAt(0), name]), sync]),
    );
    const statement: Statement = {
      name,
      paramTypes: answer.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [],
      fields: (answer.find((m) => m.name === 'rowDescription')?.fields ?? []) as Statement['fields'],
    };
    byText.set(text, statement);
    return statement;
  }

  async function execute(text: string, params: unknown[], options: QueryOptions | undefined) {
    const statement = await prepare(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return int32(-1);
      const serialize = pglite.serializers[statement.paramTypes[index]!];
      const bytes = encoder.encode(serialize ? serialize(value) : String(value));
      return concat([int32(bytes.length), bytes]);
    });
    const bind = message('B', ['', statement.name, int16(0), int16(values.length), ...values, int16(0)]);
    const answer = await run(concat([bind, message('E', ['', int32(0)]), sync]));
    const { fields } = statement;
    const parsed = (value: string | null, index: number) => {
      if (value === null) return null;
      const type = fields[index]!.dataTypeID;
      const parse = pglite.parsers[type];
      return parse ? parse(value, type) : value;
    };
    const rows = answer
      .filter((m) => m.name === 'dataRow')
      .map((m) => {
        const values = (m.fields as (string | null)[]).map(parsed);
        return options?.rowMode === 'array'
          ? values
          : Object.fromEntries(values.map((value, index) => [fields[index]!.name, value]));
      });
    return { rows, fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })), affectedRows: 0 };
  }

  return {
    /** Whether this query goes as a named statement: a read, without PGlite's options beyond the row mode. */
    takes: (text: string, options: QueryOptions | undefined) =>
      /^\s*select\s/i.test(text) && Object.keys(options ?? {}).every((key) => key === 'rowMode'),
    /** Outside a transaction: waits for any transaction under way, as PGlite's own `query` does. */
    query: (text: string, params: unknown[], options: QueryOptions | undefined) =>
      pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => execute(text, params, options))),
    /** Inside the transaction that holds the database. */
    queryInTransaction: (text: string, params: unknown[], options: QueryOptions | undefined) =>
      pglite._runExclusiveQuery(() => execute(text, params, options)),
  };
}

/**
 * The PGlite handle Drizzle is given: the same database, but Drizzle's parsers are made the database's own once,
 * instead of coming with each query. PGlite merges a query's parsers with its own (a copy of a few hundred entries)
 * for every query it answers: a tenth of a signed-in read's processor time on the embedded database (decision 502).
 * A query whose parsers are not exactly those (none is, today) goes as it came.
 */
export function forDrizzle(pglite: PGlite) {
  const raw = (value: string) => value;
  for (const oid of drizzleRawTypes) pglite.parsers[oid] = raw;
  const known = new WeakMap<object, QueryOptions>();
  function lighter(options: QueryOptions | undefined): QueryOptions | undefined {
    const parsers = options?.parsers;
    if (!options || !parsers) return options;
    let light = known.get(options);
    if (light) return light;
    const oids = Object.keys(parsers).map(Number);
    if (oids.length !== drizzleRawTypes.length || !oids.every((oid) => drizzleRawTypes.includes(oid))) return options;
    const { parsers: _, ...rest } = options;
    light = rest;
    // Drizzle keeps one options object per prepared query: worked out once for it.
    known.set(options, light);
    return light;
  }
  const named = namedStatements(pglite as unknown as PgliteProtocol);
  const wrap =
    (query: Query, prepared: typeof named.query): Query =>
    (text, params, options) => {
      const light = lighter(options);
      return named.takes(text, light) ? prepared(text, params ?? [], light) : query(text, params, light);
    };
  return {
    query: wrap(pglite.query.bind(pglite) as Query, named.query),
    transaction: <T>(work: (tx: unknown) => Promise<T>) =>
      pglite.transaction((tx) => {
        const lightTx = Object.create(tx) as typeof tx;
        lightTx.query = wrap(tx.query.bind(tx) as Query, named.queryInTransaction) as typeof tx.query;
        return work(lightTx);
      }),
  };
}

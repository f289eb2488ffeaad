import { INT32_MAX, INT32_MIN, parseInstant } from '@portal/shared/fields';
import { type FilterOp, filterOps, type ListQuery, type Page } from '@portal/shared/paging';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from './app-error.ts';

/** `integer` is a 32-bit column (ids, years); `number` any finite number; `date` a timestamp between year 1000 and 9999. */
type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'date' | 'enum';
export type ListField = {
  column: SQLWrapper;
  type: FieldType;
  values?: readonly string[];
  sortOnly?: boolean;
  /** Rows without a value come last whichever the direction (a score not yet computed is never "the best"). */
  nullsLast?: boolean;
};
export type ListSpec = {
  /** Whitelist: only these names may appear in `sort` and `filter`. */
  fields: Record<string, ListField>;
  defaultSort: SQL[];
  /** Columns that `search` looks in (case-insensitive substring). */
  searchColumns?: SQLWrapper[];
};
export type ParsedList = {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  page: number;
  size: number;
};

/** Without paging a list still stops here, so one call cannot pull a whole table. */
const UNPAGED_LIMIT = 10_000;

const specs = new Set<ListSpec>();

/** How a column's values are read from a filter, from the column itself (an enum column brings its values). */
function fieldOfColumn(column: PgColumn): ListField {
  if (column.enumValues?.length) return { column, type: 'enum', values: column.enumValues };
  if (column.columnType === 'PgSerial' || column.columnType === 'PgInteger') return { column, type: 'integer' };
  const byData: Record<string, FieldType> = { string: 'string', number: 'number', boolean: 'boolean', date: 'date' };
  const type = byData[column.dataType];
  if (!type) throw new Error(`column ${column.name} (${column.columnType}) cannot be a list field`);
  return { column, type };
}

/**
 * List fields named after a table's columns, typed by them: `listFields(sessions, ['name', 'year', 'status'])`.
 * The names, the types and an enum's values are then written once, in the table.
 */
export function listFields<T extends PgTable>(
  table: T,
  names: readonly (keyof T['_']['columns'] & string)[],
): Record<string, ListField> {
  const columns = table as unknown as Record<string, PgColumn>;
  return Object.fromEntries(names.map((name) => [name, fieldOfColumn(columns[name]!)]));
}

/** Declares a resource's list whitelist; declared specs are known to the tests that fuzz every list. */
export function defineListSpec(spec: ListSpec): ListSpec {
  specs.add(spec);
  return spec;
}

export const registeredListSpecs = (): ListSpec[] => [...specs];

/** The whitelist entry of a name, never something inherited (`__proto__`, `constructor`, `toString`…). */
function fieldOf(spec: ListSpec, name: string): ListField | undefined {
  return Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
}

function invalid(parameter: 'filter' | 'sort', key: string, params: Record<string, string>): AppError {
  return new AppError('INVALID_QUERY', {
    params: { parameter, detail: Object.values(params).join(' ') },
    fieldErrors: [{ field: parameter, key: `query.${key}`, params }],
  });
}

function parseValue(name: string, field: ListField, raw: string): unknown {
  const bad = () => invalid('filter', 'badValue', { name, value: raw });
  switch (field.type) {
    case 'integer': {
      const value = Number(raw);
      if (!/^-?\d{1,10}$/.test(raw) || value < INT32_MIN || value > INT32_MAX) throw bad();
      return value;
    }
    case 'number': {
      const value = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(value)) throw bad();
      return value;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw bad();
      return raw === 'true';
    case 'date': {
      const value = parseInstant(raw);
      if (!value) throw bad();
      return value;
    }
    case 'enum':
      if (!field.values?.includes(raw)) throw bad();
      return raw;
    default:
      return raw;
  }
}

const comparisons: Record<Exclude<FilterOp, 'like' | 'in'>, (column: SQLWrapper, value: unknown) => SQL> = {
  eq: (c, v) => eq(c as never, v),
  ne: (c, v) => ne(c as never, v),
  lt: (c, v) => lt(c as never, v),
  lte: (c, v) => lte(c as never, v),
  gt: (c, v) => gt(c as never, v),
  gte: (c, v) => gte(c as never, v),
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function parseClause(clause: string, spec: ListSpec): SQL {
  const first = clause.indexOf(':');
  const second = clause.indexOf(':', first + 1);
  if (first <= 0 || second < 0) throw invalid('filter', 'malformed', { clause });
  const name = clause.slice(0, first);
  const op = clause.slice(first + 1, second);
  const raw = clause.slice(second + 1);
  const field = fieldOf(spec, name);
  if (!field || field.sortOnly) throw invalid('filter', 'unknownField', { name });
  if (!(filterOps as readonly string[]).includes(op)) throw invalid('filter', 'unknownOp', { op });
  if (op === 'like') {
    if (field.type !== 'string') throw invalid('filter', 'unknownOp', { op });
    return ilike(field.column as never, `%${escapeLike(raw)}%`);
  }
  if (op === 'in') {
    const values = raw.split(',').map((item) => parseValue(name, field, item));
    return inArray(field.column as never, values as never[]);
  }
  return comparisons[op as keyof typeof comparisons](field.column, parseValue(name, field, raw));
}

function parseSort(sort: string, spec: ListSpec): SQL[] {
  return sort
    .split(';')
    .filter(Boolean)
    .map((part) => {
      const [name = '', direction = 'asc', ...rest] = part.split(',').map((s) => s.trim());
      const field = fieldOf(spec, name);
      if (!field) throw invalid('sort', 'unknownField', { name });
      if (rest.length || (direction !== 'asc' && direction !== 'desc'))
        throw invalid('sort', 'badDirection', { value: part });
      if (field.nullsLast)
        return direction === 'asc' ? sql`${field.column} asc nulls last` : sql`${field.column} desc nulls last`;
      return direction === 'asc' ? asc(field.column as never) : desc(field.column as never);
    });
}

/** One parser for every list: whitelisted sort and filter fields become SQL; anything else is a 400 naming it. */
export function parseListQuery(query: ListQuery, spec: ListSpec): ParsedList {
  const conditions = (query.filter ?? '')
    .split(';')
    .map((clause) => clause.trim())
    .filter(Boolean)
    .map((clause) => parseClause(clause, spec));
  const search = query.search?.trim();
  if (search && spec.searchColumns?.length) {
    const pattern = `%${escapeLike(search)}%`;
    const anyColumn = spec.searchColumns.map((column) => ilike(column as never, pattern));
    conditions.push(or(...anyColumn)!);
  }
  const sorted = query.sort ? parseSort(query.sort, spec) : [];
  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy: [...sorted, ...spec.defaultSort],
    limit: query.paged ? query.size : UNPAGED_LIMIT,
    offset: query.paged ? query.page * query.size : 0,
    page: query.paged ? query.page : 0,
    size: query.paged ? query.size : UNPAGED_LIMIT,
  };
}

export function toPage<T>(content: T[], totalElements: number, list: ParsedList): Page<T> {
  const size = list.limit === UNPAGED_LIMIT ? Math.max(content.length, 1) : list.size;
  return { content, page: list.page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}

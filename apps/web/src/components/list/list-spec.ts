import { DEFAULT_PAGE_SIZE } from '@portal/shared/paging';

/**
 * What a list screen lets people choose, and how each choice reads in the address and in the API query
 * (docs/api.md: page, size, sort "field,dir;…", filter "field:op:value;…", search).
 *
 * In the address: `page` (from 1, as people count), `size`, `sort` (a key of `sorts`), `q` (the search) and one
 * parameter per filter, named by its key. Defaults are left out, so a list's plain address is its first page.
 */
export type FilterSpec = {
  /** The values offered; anything else in the address is ignored. */
  values: readonly string[];
  /** The API filter clause for a chosen value, e.g. `(v) => \`role:eq:${v}\``. */
  clause: (value: string) => string;
};

export type ListSpec<S extends string = string, F extends string = string> = {
  /** Sort key → API sort ("lastName,asc;firstName,asc"); the first key is the default. */
  sorts: Readonly<Record<S, string>>;
  filters?: Readonly<Record<F, FilterSpec>>;
  /** Whether the list has a search box (sent as `search`). */
  search?: boolean;
  sizes?: readonly number[];
  defaultSize?: number;
};

export type ListState<S extends string = string, F extends string = string> = {
  /** 0-based, as the API counts. */
  page: number;
  size: number;
  sort: S;
  filters: Record<F, string | null>;
  search: string;
};

export type ListQuery = { page: number; size: number; sort: string; filter?: string; search?: string };

export const pageSizes = [10, 25, 50, 100] as const;
/** Parameter names the kit keeps for itself; filters take other names. */
export const reservedParams = ['page', 'size', 'sort', 'q', 'backTo'] as const;

export function sizesOf(spec: ListSpec): readonly number[] {
  return spec.sizes ?? pageSizes;
}

export function defaultSizeOf(spec: ListSpec): number {
  return spec.defaultSize ?? DEFAULT_PAGE_SIZE;
}

function defaultSortOf<S extends string>(spec: ListSpec<S>): S {
  return Object.keys(spec.sorts)[0] as S;
}

function filterKeys<F extends string>(spec: ListSpec<string, F>): F[] {
  return Object.keys(spec.filters ?? {}) as F[];
}

/** The list as the address describes it; anything malformed falls back to the default. */
export function readListState<S extends string, F extends string>(
  params: URLSearchParams,
  spec: ListSpec<S, F>,
): ListState<S, F> {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  const filters = {} as Record<F, string | null>;
  for (const key of filterKeys(spec)) {
    const value = params.get(key);
    filters[key] = value !== null && spec.filters?.[key].values.includes(value) ? value : null;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    size: sizesOf(spec).includes(size) ? size : defaultSizeOf(spec),
    sort: sort !== null && Object.hasOwn(spec.sorts, sort) ? (sort as S) : defaultSortOf(spec),
    filters,
    search: spec.search ? (params.get('q') ?? '').trim() : '',
  };
}

/**
 * Writes `state` into a copy of `params`, leaving defaults out. Other parameters (such as backTo) come first and
 * stay; the list's follow in a fixed order, so one list state has one address.
 */
export function writeListState<S extends string, F extends string>(
  params: URLSearchParams,
  state: ListState<S, F>,
  spec: ListSpec<S, F>,
): URLSearchParams {
  const keys = filterKeys(spec);
  const own = new Set<string>([...reservedParams.filter((name) => name !== 'backTo'), ...keys]);
  const next = new URLSearchParams([...params].filter(([name]) => !own.has(name)));
  const add = (name: string, value: string | null) => value !== null && next.append(name, value);
  add('page', state.page > 0 ? String(state.page + 1) : null);
  add('size', state.size !== defaultSizeOf(spec) ? String(state.size) : null);
  add('sort', state.sort !== defaultSortOf(spec) ? state.sort : null);
  add('q', spec.search && state.search ? state.search : null);
  for (const key of keys) add(key, state.filters[key]);
  return next;
}

/** The API query for a list state. */
export function toListQuery<S extends string, F extends string>(
  state: ListState<S, F>,
  spec: ListSpec<S, F>,
): ListQuery {
  const clauses = filterKeys(spec).flatMap((key) => {
    const value = state.filters[key];
    return value === null ? [] : [spec.filters![key].clause(value)];
  });
  return {
    page: state.page,
    size: state.size,
    sort: spec.sorts[state.sort],
    ...(clauses.length ? { filter: clauses.join(';') } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { type ListSpec, type ListState, readListState, toListQuery, writeListState } from './list-spec';

type Change<S extends string, F extends string> = (current: ListState<S, F>) => Partial<ListState<S, F>>;

/**
 * A list's page, size, sort, filters and search, kept in the address so that the browser's Back, a `backTo` link
 * or a shared link return to the same page of the same list. Choosing a page adds a history entry; typing in the
 * search box replaces it (one entry per search, not per key). Any other choice starts again at the first page.
 *
 * `spec` must be a constant (defined outside the component).
 */
export function useListParams<S extends string, F extends string = never>(spec: ListSpec<S, F>) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => readListState(params, spec), [params, spec]);

  // The address as last written: two choices made before the page renders again (a quick keyboard user, a test)
  // both count, where reading the rendered address would let the second undo the first.
  const latest = useRef(params);
  const written = useRef<string[]>([]);
  useEffect(() => {
    const index = written.current.indexOf(params.toString());
    // Our own write arriving: later writes may still be on their way, and `latest` already holds the last one.
    written.current = index >= 0 ? written.current.slice(index + 1) : [];
    if (written.current.length === 0) latest.current = params;
  }, [params]);
  const change = (patch: Change<S, F>, replace = false) => {
    const before = readListState(latest.current, spec);
    latest.current = writeListState(latest.current, { ...before, ...patch(before) }, spec);
    written.current.push(latest.current.toString());
    setParams(latest.current, { replace });
  };

  // The search box shows what is typed at once; the address (and so the query) follows after a pause.
  const [searchText, setSearchText] = useState(state.search);
  const typed = useDebouncedValue(searchText.trim());
  const inAddress = useRef(state.search);
  useEffect(() => {
    // Back, or a link: the box shows the address's search.
    if (state.search === inAddress.current) return;
    inAddress.current = state.search;
    setSearchText(state.search);
  }, [state.search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new typed value writes the address.
  useEffect(() => {
    if (typed === inAddress.current) return;
    inAddress.current = typed;
    change(() => ({ search: typed, page: 0 }), true);
  }, [typed]);

  return {
    ...state,
    spec,
    /** What to send to the API. */
    query: toListQuery(state, spec),
    /** This screen's address with the list's state, for `withBackTo(link, list.here)`. */
    here: `${location.pathname}${location.search}`,
    searchText,
    setSearchText,
    setPage: (page: number, options: { replace?: boolean } = {}) => change(() => ({ page }), options.replace),
    setSize: (size: number) => change(() => ({ size, page: 0 })),
    setSort: (sort: S) => change(() => ({ sort, page: 0 })),
    setFilter: (key: F, value: string | null) =>
      change((current) => ({ filters: { ...current.filters, [key]: value }, page: 0 })),
    /** Back to the first page with no filter and no search (the size and sort stay). */
    clearFilters: () => {
      setSearchText('');
      inAddress.current = '';
      change((current) => ({
        filters: Object.fromEntries(Object.keys(current.filters).map((key) => [key, null])) as Record<F, null>,
        search: '',
        page: 0,
      }));
    },
  };
}

export type ListParams<S extends string = string, F extends string = string> = ReturnType<typeof useListParams<S, F>>;

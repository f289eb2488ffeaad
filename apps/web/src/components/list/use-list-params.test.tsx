import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListSpec } from './list-spec';
import { useListParams } from './use-list-params';

const spec = {
  sorts: { newest: 'created,desc', name: 'lastName,asc' },
  filters: { role: { values: ['ADMIN', 'STUDENT'], clause: (v: string) => `role:eq:${v}` } },
  search: true,
} satisfies ListSpec;

function renderList(initial: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/users', element: children }], { initialEntries: [initial] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListParams(spec), { wrapper });
  return { hook, router: () => router };
}

describe('useListParams', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps page, filter and sort in the address, and Back returns to them', () => {
    const { hook, router } = renderList('/users');
    act(() => hook.result.current.setFilter('role', 'STUDENT'));
    act(() => hook.result.current.setPage(2));
    expect(router().state.location.search).toBe('?page=3&role=STUDENT');
    expect(hook.result.current.query).toEqual({ page: 2, size: 25, sort: 'created,desc', filter: 'role:eq:STUDENT' });
    act(() => void router().navigate(-1));
    expect(hook.result.current.page).toBe(0);
    expect(hook.result.current.filters.role).toBe('STUDENT');
    // A new sort starts again at the first page.
    act(() => hook.result.current.setPage(1));
    act(() => hook.result.current.setSort('name'));
    expect(router().state.location.search).toBe('?sort=name&role=STUDENT');
  });

  it('writes the search after a pause, replacing the entry, and shows the address’s search after Back', () => {
    const { hook, router } = renderList('/users?page=2');
    act(() => hook.result.current.setSearchText('Bel'));
    act(() => hook.result.current.setSearchText('Bello'));
    expect(router().state.location.search).toBe('?page=2');
    act(() => vi.advanceTimersByTime(300));
    expect(router().state.location.search).toBe('?q=Bello');
    expect(router().state.historyAction).toBe('REPLACE');
    expect(hook.result.current.query.search).toBe('Bello');
    act(() => void router().navigate('/users?q=Kamga&page=2'));
    expect(hook.result.current.searchText).toBe('Kamga');
    act(() => vi.advanceTimersByTime(1000));
    expect(router().state.location.search).toBe('?q=Kamga&page=2');
  });

  it('keeps every choice made before the page renders again', () => {
    const { hook, router } = renderList('/users');
    act(() => {
      hook.result.current.setFilter('role', 'STUDENT');
      hook.result.current.setSort('name');
      hook.result.current.setSearchText('Bello');
    });
    act(() => vi.advanceTimersByTime(300));
    expect(router().state.location.search).toBe('?sort=name&q=Bello&role=STUDENT');
  });

  it('clears filters and search but keeps the sort', () => {
    const { hook, router } = renderList('/users?sort=name&role=ADMIN&q=x&page=4');
    act(() => hook.result.current.clearFilters());
    act(() => vi.advanceTimersByTime(1000));
    expect(router().state.location.search).toBe('?sort=name');
    expect(hook.result.current.searchText).toBe('');
  });
});

import type { Page } from '@portal/shared/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import type { Column } from './column';
import type { ListSpec } from './list-spec';
import { PagedTable } from './paged-table';

type Row = { id: number; name: string; town: string };
const spec = { sorts: { name: 'name,asc' } } satisfies ListSpec;
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', primary: true, cell: (row) => row.name },
  { key: 'town', header: 'Town', cell: (row) => row.town },
];

function query(state: Partial<UseQueryResult<Page<Row>>>): UseQueryResult<Page<Row>> {
  return { isPending: false, isError: false, isFetching: false, isPlaceholderData: false, ...state } as never;
}
const page = (content: Row[], totalElements = content.length): Page<Row> => ({
  content,
  page: 0,
  size: 25,
  totalElements,
  totalPages: Math.ceil(totalElements / 25),
});
const list = { page: 0, size: 25, setPage: vi.fn(), setSize: vi.fn(), spec };

function renderTable(props: Partial<Parameters<typeof PagedTable<Row>>[0]>) {
  return render(
    <TestProviders>
      <MemoryRouter>
        <PagedTable<Row>
          label="People"
          list={list}
          query={query({ data: page([]) })}
          columns={columns}
          rowKey={(row) => row.id}
          empty="Nobody yet."
          {...props}
        />
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('list');
});

describe('PagedTable', () => {
  it('says it is loading, then what an empty or a filtered empty list means', async () => {
    const { unmount } = renderTable({ query: query({ isPending: true }) });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
    unmount();
    const empty = renderTable({});
    expect(await screen.findByText('Nobody yet.')).toBeTruthy();
    empty.unmount();
    renderTable({ filtered: true });
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
  });

  it('tells a failure and tries again on request', async () => {
    const refetch = vi.fn();
    renderTable({ query: query({ isError: true, error: new Error('Server unreachable'), refetch } as never) });
    expect(await screen.findByText('Server unreachable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the rows as a table and as phone cards, every value labelled on a card', async () => {
    renderTable({ query: query({ data: page([{ id: 1, name: 'Aminatou Bello', town: 'Dschang' }], 1) }) });
    const table = await screen.findByRole('table', { name: 'People' });
    expect(within(table).getByRole('cell', { name: 'Dschang' })).toBeTruthy();
    const card = within(screen.getByRole('list', { name: 'People' })).getByRole('listitem');
    expect(within(card).getByRole('term').textContent).toBe('Town');
    expect(within(card).getByRole('definition').textContent).toBe('Dschang');
    expect(screen.getByText('1 result')).toBeTruthy();
  });

  it('deletes a row only after confirmation, and shows a refusal in the dialog', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('Still in use')).mockResolvedValueOnce(true);
    renderTable({
      query: query({ data: page([{ id: 1, name: 'Aminatou Bello', town: 'Dschang' }], 1) }),
      remove: { name: (row) => row.name, run },
    });
    const table = await screen.findByRole('table', { name: 'People' });
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Aminatou Bello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(within(dialog).getByText('Delete “Aminatou Bello”? This cannot be undone.')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Still in use');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('“Aminatou Bello” was deleted.')).toBeTruthy();
  });

  it('goes to the last page when the page it shows no longer exists', async () => {
    const setPage = vi.fn();
    renderTable({ list: { ...list, page: 3, setPage }, query: query({ data: { ...page([], 30), page: 3 } }) });
    await waitFor(() => expect(setPage).toHaveBeenCalledWith(1, { replace: true }));
  });
});

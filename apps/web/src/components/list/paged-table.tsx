import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Page } from '@portal/shared/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import type { Column } from './column';
import { type DeleteAction, DeleteButton, useDeleteConfirmation } from './delete-action';
import { ListCards } from './list-cards';
import { ListPagination } from './list-pagination';
import { ListTable } from './list-table';
import type { ListParams } from './use-list-params';

// The kit's words: started as soon as a screen using it is downloaded, alongside the screen's own namespace.
void i18n.loadNamespaces('list');

export type PagedTableProps<T> = {
  /** The accessible name of the table and of the list of cards, e.g. "Users". */
  label: string;
  list: Pick<ListParams, 'page' | 'size' | 'setPage' | 'setSize' | 'spec'>;
  query: UseQueryResult<Page<T>>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** Buttons of one row (edit, change status…), labelled with the row's name. */
  actions?: (row: T) => ReactNode;
  /** Adds a delete button to each row, confirmed in a dialog that shows the server's refusal. */
  remove?: DeleteAction<T>;
  /** "12 users": the count line; the kit's "12 results" otherwise. */
  count?: (total: number) => string;
  /** What an empty list says; a filtered empty list says that no row matches. */
  empty: string;
  filtered?: boolean;
};

/**
 * A paged list with its loading, empty and error states: a table from the sm breakpoint up, one card per row on a
 * phone (both are in the page; CSS shows one, so nothing is hidden from a 360 px screen), then the pager.
 */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { t } = useTranslation('list');
  const { query, list } = props;
  const deletion = useDeleteConfirmation(props.remove);
  const data = query.data;

  // A page that no longer exists (the last row of the last page was deleted, or an old link): go to the last one.
  useEffect(() => {
    if (data && list.page > 0 && list.page >= data.totalPages)
      list.setPage(Math.max(0, data.totalPages - 1), { replace: true });
  }, [data, list]);

  const actions =
    props.actions || props.remove
      ? (row: T) => (
          <Group gap={4} wrap="nowrap">
            {props.actions?.(row)}
            {props.remove ? <DeleteButton row={row} action={props.remove} onClick={deletion.ask} /> : null}
          </Group>
        )
      : undefined;

  if (query.isPending) return <Skeleton h={240} radius="md" aria-label={t('common:actions.loading')} role="status" />;
  if (query.isError && !data)
    return (
      <Alert color="red" role="alert" title={t('failed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!data) return null;

  const rows = data.content;
  return (
    <Stack gap="sm" aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <Text size="sm" c="dimmed" role="status">
        {props.count ? props.count(data.totalElements) : t('count', { count: data.totalElements })}
      </Text>
      {rows.length === 0 ? (
        <Text>{props.filtered ? t('noMatch') : props.empty}</Text>
      ) : (
        <>
          <ListTable label={props.label} rows={rows} columns={props.columns} rowKey={props.rowKey} actions={actions} />
          <ListCards label={props.label} rows={rows} columns={props.columns} rowKey={props.rowKey} actions={actions} />
        </>
      )}
      <ListPagination list={list} totalPages={data.totalPages} totalElements={data.totalElements} />
      {deletion.modal}
    </Stack>
  );
}

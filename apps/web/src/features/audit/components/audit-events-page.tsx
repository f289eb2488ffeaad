import { Stack, Text, Title } from '@mantine/core';
import type { AuditEvent } from '@portal/shared/audit-events';
import { systemAuditActions } from '@portal/shared/enums';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/list/column';
import { ListControls, ListFilter, ListSearch, ListSort } from '@/components/list/list-controls';
import type { ListSpec } from '@/components/list/list-spec';
import { PagedTable } from '@/components/list/paged-table';
import { useListParams } from '@/components/list/use-list-params';
import { useFormatDate } from '@/hooks/use-format-date';
import { useNumbers } from '@/lib/numbers';
import { useAuditEvents } from '../api/get-audit-events';
import { actorText, detailsText } from './audit-words';

const auditList = {
  sorts: { newest: 'at,desc', oldest: 'at,asc' },
  filters: { action: { values: systemAuditActions, clause: (value) => `action:eq:${value}` } },
  search: true,
} satisfies ListSpec;

/** /audit: the portal's own audit (retention runs, breach drills, second factors reset, exports), for administrators. */
export function AuditEventsPage() {
  const { t } = useTranslation('audit');
  const list = useListParams(auditList);
  const events = useAuditEvents(list.query);
  const formatDate = useFormatDate();
  const numbers = useNumbers();
  const columns: Column<AuditEvent>[] = [
    {
      key: 'action',
      header: t('columns.action'),
      primary: true,
      cell: (event) => (
        <Text fw={600} size="sm">
          {t(`actions.${event.action}`)}
        </Text>
      ),
    },
    { key: 'when', header: t('columns.when'), cell: (event) => formatDate.dateTime(event.at) },
    { key: 'by', header: t('columns.by'), cell: (event) => actorText(t, event) },
    {
      key: 'details',
      header: t('columns.details'),
      cell: (event) => <Text size="sm">{detailsText(t, event, numbers.locale)}</Text>,
    },
  ];

  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed" maw={720}>
        {t('intro')}
      </Text>
      <ListControls>
        <ListSearch list={list} label={t('list.search')} />
        <ListFilter
          list={list}
          name="action"
          label={t('list.action')}
          optionLabel={(action) => t(`actions.${action}`)}
        />
        <ListSort list={list} label={t('list.sort')} optionLabel={(sort) => t(`list.sorts.${sort}`)} />
      </ListControls>
      <PagedTable
        label={t('title')}
        list={list}
        query={events}
        columns={columns}
        rowKey={(event) => event.id}
        count={(count) => t('list.count', { count, formatted: numbers.format(count) })}
        empty={t('list.empty')}
        filtered={Boolean(list.search || list.filters.action)}
      />
    </Stack>
  );
}

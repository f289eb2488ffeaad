import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { sessionStatuses } from '@portal/shared/enums';
import type { Session } from '@portal/shared/sessions';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '@/components/list/column';
import { ListControls, ListFilter, ListSort } from '@/components/list/list-controls';
import type { ListSpec } from '@/components/list/list-spec';
import { PagedTable } from '@/components/list/paged-table';
import { useListParams } from '@/components/list/use-list-params';
import { paths } from '@/config/paths';
import { withBackTo } from '@/hooks/use-back-to';
import { useStaffRole } from '@/hooks/use-staff-role';
import { formatInstant } from '@/lib/date-time';
import { useDeleteSession } from '../api/delete-session';
import { useSessions } from '../api/get-sessions';
import { useSessionDialogs } from '../hooks/use-session-dialogs';
import { SessionActions } from './session-actions';
import { SessionFormModal } from './session-form-modal';
import { SessionStatusBadge } from './session-status-badge';
import { SessionStatusModal } from './session-status-modal';

const sessionsList = {
  sorts: { newest: 'year,desc', oldest: 'year,asc', name: 'name,asc', start: 'startDate,desc' },
  filters: { status: { values: sessionStatuses, clause: (value) => `status:eq:${value}` } },
} satisfies ListSpec;

/** /sessions: the list for staff; administrators also create, edit, change the status and delete. */
export function SessionsPage() {
  const { t, i18n } = useTranslation('sessions');
  const list = useListParams(sessionsList);
  const query = useSessions(list.query);
  const remove = useDeleteSession();
  const dialogs = useSessionDialogs();
  const { administrator } = useStaffRole();
  const locale = i18n.resolvedLanguage ?? 'en';
  const columns: Column<Session>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      primary: true,
      cell: (session) => (
        <Anchor component={Link} to={withBackTo(paths.sessionOverview({ id: session.id }), list.here)}>
          {session.name}
        </Anchor>
      ),
    },
    { key: 'year', header: t('fields.year'), cell: (session) => session.year },
    { key: 'status', header: t('fields.status'), cell: (session) => <SessionStatusBadge session={session} /> },
    { key: 'start', header: t('fields.startDate'), cell: (session) => formatInstant(session.startDate, locale) },
    { key: 'end', header: t('fields.endDate'), cell: (session) => formatInstant(session.endDate, locale) },
  ];

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('list.title')}</Title>
        {administrator ? (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={dialogs.create}>
            {t('actions.create')}
          </Button>
        ) : null}
      </Group>
      <ListControls maw={560}>
        <ListFilter list={list} name="status" label={t('list.statusFilter')} optionLabel={(s) => t(`status.${s}`)} />
        <ListSort list={list} label={t('list.sort')} optionLabel={(sort) => t(`list.sorts.${sort}`)} />
      </ListControls>
      <PagedTable
        label={t('list.title')}
        list={list}
        query={query}
        columns={columns}
        rowKey={(session) => session.id}
        actions={
          administrator
            ? (session) => <SessionActions session={session} {...dialogs} showView={false} showDelete={false} />
            : undefined
        }
        remove={
          administrator
            ? {
                name: (session) => session.name,
                run: (session) => remove.mutateAsync(session.id),
                question: (session) => t('deleteModal.question', { name: session.name }),
                done: (session) => t('deleteModal.deleted', { name: session.name }),
              }
            : undefined
        }
        count={(count) => t('list.caption', { count })}
        empty={t('list.empty')}
        filtered={Boolean(list.filters.status)}
      />
      <SessionFormModal opened={dialogs.form !== null} session={dialogs.form?.session} onClose={dialogs.closeForm} />
      <SessionStatusModal session={dialogs.status} onClose={dialogs.closeStatus} />
    </Stack>
  );
}

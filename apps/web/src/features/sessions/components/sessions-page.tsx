import { Alert, Anchor, Button, Card, Group, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { SessionStatus } from '@portal/shared/enums';
import { sessionStatuses } from '@portal/shared/enums';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessions } from '../api/get-sessions';
import { useSessionDialogs } from '../hooks/use-session-dialogs';
import { formatInstant } from '../utils/date-time';
import { SessionActions } from './session-actions';
import { SessionDeleteModal } from './session-delete-modal';
import { SessionFormModal } from './session-form-modal';
import { SessionStatusBadge } from './session-status-badge';
import { SessionStatusModal } from './session-status-modal';

const pageSize = 10;

/** /sessions (administrators): list, create, edit, change status, delete. */
export function SessionsPage() {
  const { t, i18n } = useTranslation('sessions');
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<SessionStatus | null>(null);
  const query = useSessions({
    page,
    size: pageSize,
    sort: 'year,desc',
    filter: status ? `status:eq:${status}` : undefined,
  });
  const dialogs = useSessionDialogs();
  const locale = i18n.resolvedLanguage ?? 'en';
  const data = query.data;

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('list.title')}</Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={dialogs.create}>
          {t('actions.create')}
        </Button>
      </Group>
      <Select
        label={t('list.statusFilter')}
        placeholder={t('list.allStatuses')}
        clearable
        maw={260}
        data={sessionStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
        value={status}
        onChange={(value) => {
          setStatus(value as SessionStatus | null);
          setPage(0);
        }}
      />
      {query.isError && <Alert color="red">{query.error.message}</Alert>}
      {data && data.content.length === 0 && <Text>{t('list.empty')}</Text>}
      {data && data.content.length > 0 && (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover>
              <Table.Caption>{t('list.caption', { count: data.totalElements })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.name')}</Table.Th>
                  <Table.Th>{t('fields.year')}</Table.Th>
                  <Table.Th>{t('fields.status')}</Table.Th>
                  <Table.Th>{t('fields.startDate')}</Table.Th>
                  <Table.Th>{t('fields.endDate')}</Table.Th>
                  <Table.Th>{t('list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.content.map((session) => (
                  <Table.Tr key={session.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/sessions/${session.id}/overview`}>
                        {session.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{session.year}</Table.Td>
                    <Table.Td>
                      <SessionStatusBadge status={session.status} />
                    </Table.Td>
                    <Table.Td>{formatInstant(session.startDate, locale)}</Table.Td>
                    <Table.Td>{formatInstant(session.endDate, locale)}</Table.Td>
                    <Table.Td>
                      <SessionActions session={session} {...dialogs} showView={false} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {data && data.totalPages > 1 && (
        <Pagination
          total={data.totalPages}
          value={page + 1}
          onChange={(value) => setPage(value - 1)}
          getControlProps={(control) => ({ 'aria-label': t(`list.pager.${control}`) })}
        />
      )}
      <SessionFormModal opened={dialogs.form !== null} session={dialogs.form?.session} onClose={dialogs.closeForm} />
      <SessionStatusModal session={dialogs.status} onClose={dialogs.closeStatus} />
      <SessionDeleteModal session={dialogs.removal} onClose={dialogs.closeRemoval} />
    </Stack>
  );
}

import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { UserSummary } from '@portal/shared/accounts';
import { userRoles } from '@portal/shared/enums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailAddress } from '@/components/email-address';
import type { Column } from '@/components/list/column';
import { ListControls, ListFilter, ListSearch, ListSort } from '@/components/list/list-controls';
import type { ListSpec } from '@/components/list/list-spec';
import { PagedTable } from '@/components/list/paged-table';
import { useListParams } from '@/components/list/use-list-params';
import { paths } from '@/config/paths';
import { withBackTo } from '@/hooks/use-back-to';
import { useFormatDate } from '@/hooks/use-format-date';
import { useUsers } from '../api/get-users';
import { UserActions } from './user-actions';
import { UserBadges } from './user-badges';

const usersList = {
  sorts: {
    newest: 'created,desc',
    oldest: 'created,asc',
    lastName: 'lastName,asc;firstName,asc',
    username: 'username,asc',
    email: 'email,asc',
  },
  filters: {
    role: { values: userRoles, clause: (value) => `role:eq:${value}` },
    status: { values: ['active', 'inactive'], clause: (value) => `active:eq:${value === 'active'}` },
  },
  search: true,
} satisfies ListSpec;

/** /users: search, filter by role and status, sort; each user's actions in a menu. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const list = useListParams(usersList);
  const users = useUsers(list.query);
  const formatDate = useFormatDate();
  const columns: Column<UserSummary>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      primary: true,
      cell: (user) => (
        <>
          <Anchor component={Link} to={withBackTo(paths.user({ id: user.id }), list.here)}>
            {`${user.firstName} ${user.lastName}`.trim() || user.username}
          </Anchor>
          <Text size="xs" c="dimmed">
            @{user.username}
          </Text>
        </>
      ),
    },
    { key: 'email', header: t('fields.email'), cell: (user) => <EmailAddress value={user.email} /> },
    { key: 'status', header: t('fields.status'), cell: (user) => <UserBadges user={user} /> },
    { key: 'created', header: t('fields.created'), cell: (user) => formatDate.date(user.created) },
  ];

  return (
    <Stack>
      <Title order={1}>{t('list.title')}</Title>
      <ListControls>
        <ListSearch list={list} label={t('list.search')} />
        <ListFilter
          list={list}
          name="role"
          label={t('fields.role')}
          optionLabel={(role) => t(`common:roles.${role}`)}
        />
        <ListFilter
          list={list}
          name="status"
          label={t('fields.status')}
          optionLabel={(status) => t(`status.${status}`)}
        />
        <ListSort list={list} label={t('list.sort')} optionLabel={(sort) => t(`list.sorts.${sort}`)} />
      </ListControls>
      <PagedTable
        label={t('list.title')}
        list={list}
        query={users}
        columns={columns}
        rowKey={(user) => user.id}
        actions={(user) => <UserActions user={user} />}
        count={(count) => t('list.count', { count })}
        empty={t('list.empty')}
        filtered={Boolean(list.search || list.filters.role || list.filters.status)}
      />
    </Stack>
  );
}

import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import type { User } from '@portal/shared/accounts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserActions } from './user-actions';
import { UserBadges } from './user-badges';

/** From the sm breakpoint up; below, UserCards. */
export function UsersTable({ users }: { users: User[] }) {
  const { t } = useTranslation('users');
  return (
    <Table.ScrollContainer minWidth={640} visibleFrom="sm">
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('fields.email')}</Table.Th>
            <Table.Th>{t('fields.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('fields.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Anchor component={Link} to={`/users/${user.id}`}>
                  {user.firstName} {user.lastName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  @{user.username}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td>
                <UserBadges user={user} />
              </Table.Td>
              <Table.Td>
                <UserActions user={user} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { User } from '@portal/shared/accounts';
import { Link } from 'react-router';
import { UserActions } from './user-actions';
import { UserBadges } from './user-badges';

/** The list below the sm breakpoint (360 px phones): one card per user. */
export function UserCards({ users }: { users: User[] }) {
  return (
    <Stack hiddenFrom="sm" gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {users.map((user) => (
        <Card key={user.id} withBorder component="li" padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/users/${user.id}`} fw={500}>
                {user.firstName} {user.lastName}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                @{user.username} · {user.email}
              </Text>
            </Stack>
            <UserActions user={user} />
          </Group>
          <UserBadges user={user} />
        </Card>
      ))}
    </Stack>
  );
}

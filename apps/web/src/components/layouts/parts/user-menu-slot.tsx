import { Avatar, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-store';

/** Placeholder: the accounts issue turns this into the user menu (profile, settings, sign-out). */
export function UserMenuSlot() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <Group gap={8} wrap="nowrap" aria-label={t('user.menu', { name })} role="group">
      <Avatar src={user.avatar ?? undefined} alt="" radius="xl" size={32} color="initials" name={name} />
      <Text size="sm" fw={500} visibleFrom="md">
        {name}
      </Text>
    </Group>
  );
}

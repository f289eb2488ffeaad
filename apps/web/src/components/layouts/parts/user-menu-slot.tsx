import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAvatarSrc } from '@/hooks/use-avatar-src';
import { apiRequest } from '@/lib/api-client';
import { clearAuth, useAuth } from '@/lib/auth-store';

/** Ends the session on the server (best effort), then forgets it here: auth state, auth flows and cached data. */
async function signOut(): Promise<void> {
  try {
    await apiRequest({ method: 'POST', path: '/auth/sign-out' });
  } catch {
    // An expired or revoked token is signed out already.
  }
  clearAuth();
}

/** Avatar and name in the header, opening profile, settings and sign-out. */
export function UserMenuSlot() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const avatarSrc = useAvatarSrc(user?.avatar);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;

  const onSignOut = async () => {
    await signOut();
    queryClient.clear();
    navigate(paths.signIn, { replace: true });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('user.menu', { name })}
          p={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar src={avatarSrc} alt="" radius="xl" size={32} color="initials" name={name} />
            <Text size="sm" fw={500} visibleFrom="md">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to="/account/profile" leftSection={<IconUser size={16} aria-hidden />}>
          {t('user.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/settings/profile" leftSection={<IconSettings size={16} aria-hidden />}>
          {t('user.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void onSignOut()} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

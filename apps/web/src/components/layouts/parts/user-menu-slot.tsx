import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconDevices, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAvatarSrc } from '@/hooks/use-avatar-src';
import { useSignOut } from '@/hooks/use-sign-out';
import { useAuth } from '@/lib/auth-store';
import { lazyWhenIdle } from '@/lib/load-when-idle';
import { dangerMenuItemColor } from '@/lib/theme/mantine-theme';
import { DeferredMenu } from './deferred-menu';

// Its own chunk (with Mantine's dialog and scroll area): every signed-in page's first load goes without it.
const SignOutEverywhereDialog = lazyWhenIdle(() =>
  import('@/components/sign-out-everywhere-dialog').then((module) => module.SignOutEverywhereDialog),
);

/** Avatar and name in the header, opening profile, settings, and signing out here or on every device. */
export function UserMenuSlot() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const { here } = useSignOut();
  const [confirming, setConfirming] = useState(false);
  // Loaded on first opening, then kept, so it closes as it opened.
  const [asked, setAsked] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const avatarSrc = useAvatarSrc(user?.avatar);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;

  return (
    <>
      <DeferredMenu
        position="bottom-end"
        withinPortal
        target={
          <UnstyledButton
            ref={target}
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
        }
        dropdown={(Menu) => (
          <>
            <Menu.Label>{name}</Menu.Label>
            <Menu.Item component={Link} to={paths.accountProfile()} leftSection={<IconUser size={16} aria-hidden />}>
              {t('user.profile')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={paths.accountSettingsTab({ tab: 'profile' })}
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {t('user.settings')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color={dangerMenuItemColor} onClick={here} leftSection={<IconLogout size={16} aria-hidden />}>
              {t('user.signOut')}
            </Menu.Item>
            <Menu.Item
              color={dangerMenuItemColor}
              onClick={() => {
                setAsked(true);
                setConfirming(true);
              }}
              leftSection={<IconDevices size={16} aria-hidden />}
            >
              {t('user.signOutEverywhere')}
            </Menu.Item>
          </>
        )}
      />
      {asked ? (
        <Suspense fallback={null}>
          <SignOutEverywhereDialog opened={confirming} onClose={() => setConfirming(false)} returnFocusTo={target} />
        </Suspense>
      ) : null}
    </>
  );
}

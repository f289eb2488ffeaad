import { ActionIcon, Alert, Button, Group, Menu, Modal, Select, Stack, Text } from '@mantine/core';
import type { UserSummary } from '@portal/shared/accounts';
import { userRoles } from '@portal/shared/enums';
import { IconDots, IconShieldCog, IconToggleLeft, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-store';
import { dangerMenuItemColor } from '@/lib/theme/mantine-theme';
import { useChangeRole } from '../api/change-role';
import { useDeleteUser } from '../api/delete-user';
import { useToggleActive } from '../api/toggle-active';

type Dialog = 'toggle' | 'role' | 'delete' | null;

/** Activate/deactivate, change role and delete, each confirmed in a modal. */
export function UserActions({
  user,
  onDeleted,
  variant = 'menu',
}: {
  user: UserSummary;
  onDeleted?: () => void;
  variant?: 'menu' | 'buttons';
}) {
  const { t } = useTranslation('users');
  const { user: me } = useAuth();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [role, setRole] = useState<string | null>(user.role);
  const toggle = useToggleActive();
  const changeRole = useChangeRole();
  const remove = useDeleteUser();
  const isSelf = me?.id === user.id;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const pending = toggle.isPending || changeRole.isPending || remove.isPending;
  const error = toggle.error ?? changeRole.error ?? remove.error;

  const open = (next: Dialog) => {
    toggle.reset();
    changeRole.reset();
    remove.reset();
    setRole(user.role);
    setDialog(next);
  };
  const menuButton = useRef<HTMLButtonElement>(null);
  // The menu item that opened the dialog is gone by the time it closes: focus goes back to the menu's button.
  const close = () => {
    setDialog(null);
    menuButton.current?.focus();
  };
  const confirm = () => {
    if (dialog === 'toggle') toggle.mutate(user.id, { onSuccess: close });
    if (dialog === 'role' && role)
      changeRole.mutate({ id: user.id, role: role as UserSummary['role'] }, { onSuccess: close });
    if (dialog === 'delete')
      remove.mutate(user.id, {
        onSuccess: () => {
          close();
          onDeleted?.();
        },
      });
  };

  const toggleLabel = t(user.active ? 'actions.deactivate' : 'actions.activate');
  const items = [
    { key: 'toggle' as const, label: toggleLabel, icon: IconToggleLeft, danger: false, disabled: false },
    { key: 'role' as const, label: t('actions.changeRole'), icon: IconShieldCog, danger: false, disabled: false },
    { key: 'delete' as const, label: t('common:actions.delete'), icon: IconTrash, danger: true, disabled: isSelf },
  ];

  return (
    <>
      {variant === 'menu' ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon ref={menuButton} variant="subtle" aria-label={t('actions.for', { name })}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {items.map((item) => (
              <Menu.Item
                key={item.key}
                color={item.danger ? dangerMenuItemColor : undefined}
                disabled={item.disabled}
                onClick={() => open(item.key)}
                leftSection={<item.icon size={16} aria-hidden />}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Group gap="xs" wrap="wrap">
          {items.map((item) => (
            <Button
              key={item.key}
              variant="light"
              color={item.danger ? 'red' : undefined}
              disabled={item.disabled}
              onClick={() => open(item.key)}
              leftSection={<item.icon size={16} aria-hidden />}
            >
              {item.label}
            </Button>
          ))}
        </Group>
      )}
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog ? t(`confirm.${dialog}Title`, { name }) : ''}
        centered
        returnFocus={variant !== 'menu'}
      >
        <Stack>
          {dialog === 'toggle' && (
            <Text size="sm">{t(user.active ? 'confirm.deactivate' : 'confirm.activate', { name })}</Text>
          )}
          {dialog === 'delete' && <Text size="sm">{t('confirm.delete', { name })}</Text>}
          {dialog === 'role' && (
            <>
              <Select
                label={t('fields.role')}
                description={role ? t(`roleHelp.${role}`) : undefined}
                data={userRoles.map((value) => ({ value, label: t(`common:roles.${value}`) }))}
                value={role}
                onChange={setRole}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
              />
              <Text size="sm">{t('confirm.role', { name })}</Text>
            </>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color={dialog === 'delete' ? 'red' : undefined}
              loading={pending}
              onClick={confirm}
              disabled={dialog === 'role' && role === user.role}
            >
              {t('common:actions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

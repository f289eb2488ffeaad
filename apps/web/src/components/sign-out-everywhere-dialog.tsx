import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '@/hooks/use-sign-out';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Where focus goes on closing when the opener is gone by then (a menu item): the menu's button. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** Confirms ending every sign-in of the account, on this device and all the others. */
export function SignOutEverywhereDialog({ opened, onClose, returnFocusTo }: Props) {
  const { t } = useTranslation('shell');
  const { everywhere } = useSignOut();
  const close = () => {
    everywhere.reset();
    onClose();
    returnFocusTo?.current?.focus();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('signOutEverywhere.title')} centered returnFocus={!returnFocusTo}>
      <Stack>
        <Text>{t('signOutEverywhere.explanation')}</Text>
        {everywhere.error && (
          <Alert color="red" role="alert">
            {everywhere.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" loading={everywhere.isPending} onClick={() => everywhere.mutate()}>
            {t('signOutEverywhere.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

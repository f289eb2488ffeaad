import { Button, Group, Text } from '@mantine/core';
import type { User } from '@portal/shared/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { useAuth } from '@/lib/auth-store';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { TwoFactorSection } from './two-factor-section';

/**
 * A person's two-step sign-in as an administrator sees it on their page, and its reset (a lost phone, no recovery
 * code left): confirmed first, it ends the person's sign-ins and is recorded in the audit by the API. An
 * administrator's own is reset by another.
 */
export function TwoFactorResetCard({ user, name }: { user: User; name: string }) {
  const { t } = useTranslation('two-factor');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const reset = useResetTwoFactor();
  // One's own is reset by another administrator (a stolen session must not remove it).
  const isSelf = useAuth().user?.id === user.id;
  const status = user.twoFactor;
  const close = () => {
    setConfirming(false);
    reset.reset();
  };
  const stateText = status.enabled
    ? t('admin.on', { count: status.recoveryCodesLeft })
    : t(status.required ? 'admin.offRequired' : 'admin.off');
  return (
    <TwoFactorSection status={status}>
      <Text size="sm">{stateText}</Text>
      <Text size="sm" role="status">
        {done ? t('admin.done', { name }) : null}
      </Text>
      {status.enabled && !isSelf && (
        <Group justify="flex-end">
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            {t('admin.reset')}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('admin.confirmTitle', { name })}
        confirmLabel={t('admin.reset')}
        color="red"
        pending={reset.isPending}
        error={reset.error?.message}
        onClose={close}
        onConfirm={() =>
          reset.mutate(user.id, {
            onSuccess: () => {
              setDone(true);
              close();
            },
          })
        }
      >
        <Text size="sm">{t('admin.confirm', { name })}</Text>
      </ConfirmModal>
    </TwoFactorSection>
  );
}

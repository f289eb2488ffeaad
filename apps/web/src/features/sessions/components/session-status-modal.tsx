import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { SessionStatus } from '@portal/shared/enums';
import { nextStatuses, type Session } from '@portal/shared/sessions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useChangeSessionStatus } from '../api/change-session-status';

type Props = { session: Session | null; onClose: () => void };

/** Offers only the statuses allowed from the current one (docs/decisions/150-session-states.md), then confirms. */
export function SessionStatusModal({ session, onClose }: Props) {
  const { t } = useTranslation('sessions');
  const change = useChangeSessionStatus();
  const options = session ? nextStatuses(session.status) : [];
  const [choice, setChoice] = useState<SessionStatus | null>(null);
  const status = choice && options.includes(choice) ? choice : (options[0] ?? null);
  const close = () => {
    change.reset();
    setChoice(null);
    onClose();
  };

  const confirm = () => {
    if (!session || !status) return;
    change.mutate(
      { id: session.id, status },
      {
        onSuccess: () => {
          notifySuccess(t('statusModal.changed', { status: t(`status.${status}`) }));
          close();
        },
      },
    );
  };

  return (
    <Modal opened={session !== null} onClose={close} title={t('statusModal.title', { name: session?.name ?? '' })}>
      <Stack>
        {options.length === 0 ? (
          <Text>{t('statusModal.final')}</Text>
        ) : (
          <Radio.Group
            label={t('statusModal.choose')}
            value={status}
            onChange={(value) => setChoice(value as SessionStatus)}
          >
            <Stack gap="xs" mt="xs">
              {options.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={t(`status.${option}`)}
                  description={t(`statusModal.explain.${option}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {change.error && <Alert color="red">{change.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          {options.length > 0 && (
            <Button onClick={confirm} loading={change.isPending} disabled={!status}>
              {t('common:actions.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

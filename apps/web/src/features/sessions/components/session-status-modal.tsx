import { Alert, Button, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import type { SessionStatus } from '@portal/shared/enums';
import { nextStatuses, type Session } from '@portal/shared/sessions';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useChangeSessionStatus } from '../api/change-session-status';

type Props = { session: Session | null; onClose: () => void };

/** What closing does, said before it is done: it publishes, mails and starts the places' deadlines, for good. */
function Publication({ acceptanceDays }: { acceptanceDays: number }) {
  const { t } = useTranslation('sessions');
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('statusModal.closing.title')}>
      <List size="sm" spacing={4}>
        <List.Item>{t('statusModal.closing.publishes')}</List.Item>
        <List.Item>{t('statusModal.closing.mails')}</List.Item>
        <List.Item>{t('statusModal.closing.deadlines', { count: acceptanceDays })}</List.Item>
        <List.Item>{t('statusModal.closing.final')}</List.Item>
      </List>
    </Alert>
  );
}

/**
 * Offers only the statuses allowed from the current one (docs/decisions/150-session-states.md), then confirms; closing
 * says first what it does (publication, mails, the places' deadlines).
 */
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
        {session && status === 'CLOSED' ? <Publication acceptanceDays={session.acceptanceDays} /> : null}
        {change.error && <Alert color="red">{change.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          {options.length > 0 && (
            <Button
              onClick={confirm}
              loading={change.isPending}
              disabled={!status}
              color={status === 'CLOSED' ? 'orange' : undefined}
            >
              {status === 'CLOSED' ? t('statusModal.closing.confirm') : t('common:actions.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

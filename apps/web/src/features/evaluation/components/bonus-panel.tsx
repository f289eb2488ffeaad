import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { notifySuccess } from '@/lib/notify';
import { useSaveBonus } from '../api/save-bonus';
import { BonusDialog } from './bonus-dialog';

type Props = {
  applicationId: number;
  bonus: number | null;
  bonusReason: string | null;
  /** False once the session is published: the score no longer changes. */
  editable: boolean;
};

/** The committee's bonus and its reason, with the ways to give, change or remove it while the score may change. */
export function BonusPanel({ applicationId, bonus, bonusReason, editable }: Props) {
  const { t } = useTranslation('evaluation');
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useSaveBonus(applicationId);

  const confirmRemoval = () =>
    remove.mutate(
      { bonus: null, bonusReason: null },
      {
        onSuccess: () => {
          notifySuccess(t('bonus.removed'));
          setRemoving(false);
        },
      },
    );

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('bonus.title')}
      </Title>
      {bonus === null ? (
        <Text size="sm">{t('bonus.none')}</Text>
      ) : (
        <Alert
          color="grape"
          variant="light"
          icon={<IconGift size={18} aria-hidden />}
          title={t('bonus.given', { count: bonus })}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {bonusReason}
          </Text>
        </Alert>
      )}
      {editable ? (
        <Group gap="sm">
          <Button variant="light" onClick={() => setEditing(true)}>
            {t(bonus === null ? 'bonus.give' : 'bonus.change')}
          </Button>
          {bonus !== null ? (
            <Button variant="subtle" color="red" onClick={() => setRemoving(true)}>
              {t('bonus.remove')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {editing ? (
        <BonusDialog
          applicationId={applicationId}
          opened
          onClose={() => setEditing(false)}
          initial={{ bonus, bonusReason }}
        />
      ) : null}
      <ConfirmDeleteModal
        name={removing ? t('bonus.title') : null}
        question={t('bonus.removeQuestion')}
        onConfirm={confirmRemoval}
        onClose={() => setRemoving(false)}
        pending={remove.isPending}
        error={remove.isError ? remove.error.message : undefined}
      />
    </Stack>
  );
}

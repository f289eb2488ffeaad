import { Alert, Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { defaultRubric } from '@portal/shared/scoring-rubric';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useSaveBonus } from '../api/save-bonus';

type Props = {
  applicationId: number;
  opened: boolean;
  onClose: () => void;
  initial: { bonus: number | null; bonusReason: string | null };
};

const { min, max } = defaultRubric.bonus;
const validPoints = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The committee's bonus: whole points within the rubric's bounds, always with the verified condition in words. */
export function BonusDialog({ applicationId, opened, onClose, initial }: Props) {
  const { t } = useTranslation('evaluation');
  const save = useSaveBonus(applicationId);
  const [points, setPoints] = useState<string | number>(initial.bonus ?? '');
  const [reason, setReason] = useState(initial.bonusReason ?? '');
  const [errors, setErrors] = useState<{ points?: string; reason?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      points: validPoints(points) ? undefined : t('bonus.pointsInvalid', { min, max }),
      reason: reason.trim() ? undefined : t('bonus.reasonRequired'),
    };
    setErrors(found);
    if (found.points || found.reason || !validPoints(points)) return;
    save.mutate(
      { bonus: points, bonusReason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('bonus.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('bonus.dialogTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <NumberInput
            label={t('bonus.points', { min, max })}
            min={min}
            max={max}
            step={1}
            allowDecimal={false}
            value={points}
            onChange={setPoints}
            error={errors.points}
            required
            data-autofocus
          />
          <Textarea
            label={t('bonus.reason')}
            description={t('bonus.reasonHelp')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
            autosize
            minRows={3}
            maxLength={2000}
            required
          />
          {save.isError ? (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('bonus.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

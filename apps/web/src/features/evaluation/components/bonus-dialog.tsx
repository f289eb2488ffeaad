import { Modal, Stack } from '@mantine/core';
import { bonusProblems } from '@portal/shared/scoring';
import { defaultRubric } from '@portal/shared/scoring-rubric';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '@/components/form/form-actions';
import { NumberField } from '@/components/form/number-field';
import { TextAreaField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { notifySuccess } from '@/lib/notify';
import { useSaveBonus } from '../api/save-bonus';

type Props = {
  applicationId: number;
  opened: boolean;
  onClose: () => void;
  initial: { bonus: number | null; bonusReason: string | null };
};

const { min, max } = defaultRubric.bonus;

/**
 * The bonus as the dialog gives it: points are required here (removing them is the panel's own button), and the
 * shared rule the server applies says what is wrong (whole points within the rubric's bounds, always a reason).
 */
const givenBonusSchema = z
  .object({ bonus: z.number().nullable(), bonusReason: z.string().trim() })
  .superRefine((value, ctx) => {
    if (value.bonus === null) ctx.addIssue({ code: 'custom', path: ['bonus'], message: 'validation.required' });
    // Without points yet, the reason is still checked as the rule checks a bonus's.
    for (const problem of bonusProblems({ bonus: value.bonus ?? min, bonusReason: value.bonusReason }, defaultRubric))
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.key, params: problem.params });
  });

function BonusForm({ applicationId, onClose, initial }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('evaluation');
  const save = useSaveBonus(applicationId);
  const form = useApiForm(givenBonusSchema, { bonus: initial.bonus, bonusReason: initial.bonusReason ?? '' });
  const submit = form.submit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('bonus.saved'));
        onClose();
      },
      onError: form.setServerError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NumberField form={form} name="bonus" label={t('bonus.points', { min, max })} required data-autofocus />
        <TextAreaField
          form={form}
          name="bonusReason"
          label={t('bonus.reason')}
          description={t('bonus.reasonHelp')}
          minRows={3}
          maxLength={2000}
          required
        />
        <FormActions onCancel={onClose} saving={save.isPending} error={form.formError} />
      </Stack>
    </form>
  );
}

/** The committee's bonus: whole points within the rubric's bounds, always with the verified condition in words. */
export function BonusDialog({ opened, ...props }: Props) {
  const { t } = useTranslation('evaluation');
  return (
    <Modal opened={opened} onClose={props.onClose} title={t('bonus.dialogTitle')} centered>
      {opened ? <BonusForm {...props} /> : null}
    </Modal>
  );
}

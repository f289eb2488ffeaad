import { ActionIcon, Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { defaultInterviewRubric, rubricSchema, type SessionRubric } from '@portal/shared/selection';
import { IconAlertTriangle, IconCircleCheck, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { LocalizedTextFields } from '@/components/form/localized-text-fields';
import { NumberField } from '@/components/form/number-field';
import { useApiForm } from '@/components/form/use-api-form';
import { ApiError } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useNumbers } from '@/lib/numbers';
import { useSaveRubric } from '../api/save-rubric';
import { newCriterion, type RubricValues, rubricInput, rubricValues, weightsTotal } from '../utils/rubric-form';
import { RubricTable } from './rubric-table';

const maxCriteria = 12;

type Props = {
  sessionId: number;
  /** With whether it is locked: once an evaluation of the session is submitted it no longer changes. */
  rubric: SessionRubric;
  /** Administrators change the rubric; evaluators read it. */
  editable: boolean;
};

/**
 * The session's interview rubric: criteria with a label in each language and a weight, the weights adding up to 100
 * (said as they are typed). Read-only for evaluators, and for everyone once an evaluation is submitted.
 */
export function RubricEditor({ sessionId, rubric, editable }: Props) {
  const { t } = useTranslation('panel');
  // The server may say it is locked before this screen knew (an evaluation submitted meanwhile).
  const [lockedNow, setLockedNow] = useState<string | null>(null);
  if (rubric.locked || lockedNow)
    return (
      <Stack gap="sm">
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />} title={t('rubric.lockedTitle')}>
          {lockedNow ?? t('rubric.locked')}
        </Alert>
        <RubricTable rubric={rubric} />
      </Stack>
    );
  if (!editable) return <RubricTable rubric={rubric} />;
  return <RubricForm sessionId={sessionId} rubric={rubric} onLocked={setLockedNow} />;
}

function RubricForm({ sessionId, rubric, onLocked }: Omit<Props, 'editable'> & { onLocked: (why: string) => void }) {
  const { t } = useTranslation('panel');
  const numbers = useNumbers();
  const save = useSaveRubric(sessionId);
  const form = useApiForm<typeof rubricSchema, RubricValues>(rubricSchema, rubricValues(rubric), {
    toInput: rubricInput,
  });
  const rows = useFieldArray({ control: form.control, name: 'criteria' });
  const submit = form.submit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(rubricValues(saved));
        notifySuccess(t('rubric.saved'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'RUBRIC_LOCKED') onLocked(error.message);
        else form.setServerError(error);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('rubric.title')}>
      <Stack gap="md">
        <Text size="sm">{t('rubric.intro')}</Text>
        {rows.fields.map((row, index) => (
          <Fieldset key={row.id} legend={t('rubric.criterion', { number: numbers.format(index + 1) })}>
            <Stack gap="xs">
              <LocalizedTextFields
                form={form}
                name={`criteria.${index}.label`}
                legend={t('rubric.label')}
                required
                variant="unstyled"
              />
              <Group align="flex-end" justify="space-between" wrap="nowrap">
                <NumberField
                  form={form}
                  name={`criteria.${index}.weight`}
                  label={t('rubric.weight')}
                  description={t('rubric.weightHint')}
                  required
                  maw={200}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  disabled={rows.fields.length === 1}
                  onClick={() => rows.remove(index)}
                  aria-label={t('rubric.remove', { number: numbers.format(index + 1) })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Stack>
          </Fieldset>
        ))}
        <WeightsTotal form={form} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={rows.fields.length >= maxCriteria}
              onClick={() => rows.append(newCriterion())}
            >
              {t('rubric.add')}
            </Button>
            <Button variant="subtle" onClick={() => rows.replace(rubricValues(defaultInterviewRubric).criteria)}>
              {t('rubric.useDefault')}
            </Button>
          </Group>
          <Button type="submit" loading={save.isPending}>
            {t('rubric.save')}
          </Button>
        </Group>
        <FormAlert error={form.formError} />
      </Stack>
    </form>
  );
}

/** The weights' sum as it is typed: 100 is right; anything else says how far off it is, in words and with an icon. */
function WeightsTotal({ form }: { form: ReturnType<typeof useApiForm<typeof rubricSchema, RubricValues>> }) {
  const { t } = useTranslation('panel');
  const numbers = useNumbers();
  const criteria = useWatch({ control: form.control, name: 'criteria' });
  const total = weightsTotal(criteria);
  const right = total === 100;
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-weights-total={total}>
      {right ? (
        <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
      ) : (
        <IconAlertTriangle size={18} color="var(--mantine-color-orange-7)" aria-hidden />
      )}
      <Text size="sm" fw={right ? undefined : 600}>
        {right
          ? t('rubric.total.right')
          : total < 100
            ? t('rubric.total.under', { total: numbers.format(total), missing: numbers.format(100 - total) })
            : t('rubric.total.over', { total: numbers.format(total), extra: numbers.format(total - 100) })}
      </Text>
    </Group>
  );
}

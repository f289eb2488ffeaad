import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { interviewWeightRange, panelSizeRange } from '@portal/shared/selection';
import type { Session } from '@portal/shared/sessions';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/form/number-field';
import { RadioField } from '@/components/form/radio-field';
import { useNumbers } from '@/lib/numbers';

/** How the form holds the selection's settings: the severity choice as one of two answers. */
export type SelectionValues = {
  interviewWeight: number | null;
  panelSize: number | null;
  panelMean: 'plain' | 'corrected';
};

export const selectionValues = (session?: Session): SelectionValues => ({
  interviewWeight: session?.interviewWeight ?? interviewWeightRange.min,
  panelSize: session?.panelSize ?? 2,
  panelMean: session?.correctSeverity ? 'corrected' : 'plain',
});

/** The settings as the API takes them. */
export const selectionInput = ({ panelMean, ...values }: SelectionValues) => ({
  ...values,
  correctSeverity: panelMean === 'corrected',
});

/**
 * The interview's share of the final score (said as a sentence from the share typed), how many staff members sit on
 * each panel, and which of the panel's scores the final score takes.
 */
export function SessionSelectionFields<V extends FieldValues & SelectionValues, O>({
  form,
}: {
  form: UseFormReturn<V, unknown, O>;
}) {
  const { t } = useTranslation('sessions');
  const numbers = useNumbers();
  const name = (field: keyof SelectionValues) => field as Path<V>;
  const weight = useWatch({ control: form.control, name: name('interviewWeight') });
  const share = typeof weight === 'number' && weight >= 0 && weight <= 100 ? weight : null;
  return (
    <Fieldset legend={t('selection.legend')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField
            form={form}
            name={name('interviewWeight')}
            label={t('fields.interviewWeight')}
            description={t('selection.weightRange')}
            required
          />
          <NumberField
            form={form}
            name={name('panelSize')}
            label={t('fields.panelSize')}
            description={t('selection.panelSizeRange', {
              min: numbers.format(panelSizeRange.min),
              max: numbers.format(panelSizeRange.max),
            })}
            required
          />
        </SimpleGrid>
        <Text size="sm" role="status" aria-live="polite">
          {share === null
            ? t('selection.weightUnknown')
            : share === 0
              ? t('selection.weightNone')
              : t('selection.weightMeans', {
                  total: numbers.format(100 - share),
                  panel: numbers.format(share),
                })}
        </Text>
        <RadioField
          form={form}
          name={name('panelMean')}
          label={t('fields.correctSeverity')}
          description={t('selection.correctSeverityHint')}
          options={[
            { value: 'plain', label: t('selection.plain') },
            { value: 'corrected', label: t('selection.corrected') },
          ]}
        />
      </Stack>
    </Fieldset>
  );
}

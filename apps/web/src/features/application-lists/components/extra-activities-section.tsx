import { SimpleGrid, Text } from '@mantine/core';
import { incomeTypes, survivalIncomeTypes } from '@portal/shared/enums';
import { missingExtraActivityFields } from '@portal/shared/list-step-rules';
import { type ExtraActivity, extraActivityFieldsSchema } from '@portal/shared/list-steps';
import { NativeSelectField } from '@/components/form/native-select-field';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { useApplicantWords } from '@/features/applications/public';
import type { SectionProps } from '@/features/editor-kit/public';
import { useNumbers } from '@/lib/numbers';
import { EntryFormFrame, useEntryForm } from './entry-form';
import { EntryListSection } from './entry-list-section';
import { extraActivityBody, extraActivityOf } from './extra-activity-values';

function ExtraActivityForm({ entry, ...props }: SectionProps & { entry: ExtraActivity | null; onClose: () => void }) {
  const { t } = useApplicantWords('application-lists');
  const { form, frame } = useEntryForm({
    applicationId: props.application.id,
    kind: 'extra-activities',
    entry,
    schema: extraActivityFieldsSchema,
    valuesOf: extraActivityOf,
    toBody: extraActivityBody,
    onClose: props.onClose,
  });
  const label = (field: string) => t(`activities.fields.${field}`);
  const choice = (name: 'incomeType' | 'survivalIncomeType', values: readonly string[]) => (
    <NativeSelectField
      form={form}
      name={name}
      label={label(name)}
      data={[
        { value: '', label: t('activities.choose') },
        ...values.map((value) => ({ value, label: t(`${name}.${value}`) })),
      ]}
    />
  );
  const unpaid = form.watch('incomeType') === 'NONE';
  return (
    <EntryFormFrame frame={frame} title={t(entry ? 'activities.editTitle' : 'activities.addTitle')} labelOf={label}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} name="title" label={label('title')} />
        <TextField form={form} name="employer" label={label('employer')} description={t('activities.employerHelp')} />
      </SimpleGrid>
      {choice('incomeType', incomeTypes)}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField form={form} name="salary" label={label('salary')} description={t('activities.salaryHelp')} />
        <NumberField
          form={form}
          name="annualIncome"
          label={label('annualIncome')}
          description={t(unpaid ? 'activities.annualIncomeUnpaid' : 'activities.annualIncomeHelp')}
        />
      </SimpleGrid>
      {choice('survivalIncomeType', survivalIncomeTypes)}
    </EntryFormFrame>
  );
}

/** Work and other activities beside studies, what they bring in and whether the applicant lives on it. */
export function ExtraActivitiesSection(props: SectionProps) {
  const { t } = useApplicantWords('application-lists');
  const numbers = useNumbers();
  return (
    <EntryListSection
      {...props}
      kind="extra-activities"
      step="ACTIVITIES"
      nameOf={(entry, index) => entry.title || t('list.unnamed', { n: index + 1 })}
      details={(entry) => (
        <>
          {entry.employer && <Text size="sm">{entry.employer}</Text>}
          {entry.incomeType && <Text size="sm">{t(`incomeType.${entry.incomeType}`)}</Text>}
          {entry.annualIncome !== null && (
            <Text size="sm">{t('activities.perYear', { amount: numbers.francs(entry.annualIncome) })}</Text>
          )}
          {entry.survivalIncomeType && <Text size="sm">{t(`survivalIncomeType.${entry.survivalIncomeType}`)}</Text>}
        </>
      )}
      missingOf={missingExtraActivityFields}
      renderForm={(entry, onClose) => <ExtraActivityForm {...props} entry={entry} onClose={onClose} />}
    />
  );
}

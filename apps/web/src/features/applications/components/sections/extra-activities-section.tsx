import { NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { incomeTypes, survivalIncomeTypes } from '@portal/shared/enums';
import { missingExtraActivityFields } from '@portal/shared/list-step-rules';
import { type ExtraActivity, extraActivityFieldsSchema } from '@portal/shared/list-steps';
import { useForm } from 'react-hook-form';
import { useApplicantWords } from '@/features/applications/hooks/use-applicant-words';
import { stepResolver } from '@/features/applications/utils/step-resolver';
import { fieldError } from '@/lib/zod-form';
import type { SectionProps } from '../section-props';
import { EntryForm } from './entry-form';
import { EntryListSection, useMoney } from './entry-list-section';
import {
  type ExtraActivityValues,
  extraActivityBody,
  extraActivityFields,
  extraActivityOf,
} from './extra-activity-values';

const resolver = stepResolver<ExtraActivityValues>(extraActivityFieldsSchema, extraActivityBody);

function ExtraActivityForm({ entry, ...props }: SectionProps & { entry: ExtraActivity | null; onClose: () => void }) {
  const { t } = useApplicantWords('application-lists');
  const form = useForm<ExtraActivityValues>({ resolver, defaultValues: extraActivityOf(entry) });
  const errors = form.formState.errors;
  const label = (field: string) => t(`activities.fields.${field}`);
  const choose = { value: '', label: t('activities.choose') };
  const unpaid = form.watch('incomeType') === 'NONE';
  return (
    <EntryForm
      applicationId={props.application.id}
      kind="extra-activities"
      entry={entry}
      form={form}
      fields={extraActivityFields}
      valuesOf={extraActivityOf}
      bodyOf={extraActivityBody}
      labelOf={label}
      title={t(entry ? 'activities.editTitle' : 'activities.addTitle')}
      onClose={props.onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={label('title')} {...form.register('title')} error={fieldError(errors.title)} />
        <TextInput
          label={label('employer')}
          description={t('activities.employerHelp')}
          {...form.register('employer')}
          error={fieldError(errors.employer)}
        />
      </SimpleGrid>
      <NativeSelect
        label={label('incomeType')}
        data={[choose, ...incomeTypes.map((value) => ({ value, label: t(`incomeType.${value}`) }))]}
        {...form.register('incomeType')}
        error={fieldError(errors.incomeType)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={label('salary')}
          description={t('activities.salaryHelp')}
          inputMode="numeric"
          {...form.register('salary')}
          error={fieldError(errors.salary)}
        />
        <TextInput
          label={label('annualIncome')}
          description={t(unpaid ? 'activities.annualIncomeUnpaid' : 'activities.annualIncomeHelp')}
          inputMode="numeric"
          {...form.register('annualIncome')}
          error={fieldError(errors.annualIncome)}
        />
      </SimpleGrid>
      <NativeSelect
        label={label('survivalIncomeType')}
        data={[choose, ...survivalIncomeTypes.map((value) => ({ value, label: t(`survivalIncomeType.${value}`) }))]}
        {...form.register('survivalIncomeType')}
        error={fieldError(errors.survivalIncomeType)}
      />
    </EntryForm>
  );
}

/** Work and other activities beside studies, what they bring in and whether the applicant lives on it. */
export function ExtraActivitiesSection(props: SectionProps) {
  const { t } = useApplicantWords('application-lists');
  const money = useMoney();
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
            <Text size="sm">{t('activities.perYear', { amount: money(entry.annualIncome) })}</Text>
          )}
          {entry.survivalIncomeType && <Text size="sm">{t(`survivalIncomeType.${entry.survivalIncomeType}`)}</Text>}
        </>
      )}
      missingOf={missingExtraActivityFields}
      renderForm={(entry, onClose) => <ExtraActivityForm {...props} entry={entry} onClose={onClose} />}
    />
  );
}

import { SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { missingFinancingFields } from '@portal/shared/list-step-rules';
import { type Financing, financingFieldsSchema } from '@portal/shared/list-steps';
import { useForm } from 'react-hook-form';
import { useApplicantWords } from '@/features/applications/hooks/use-applicant-words';
import { stepResolver } from '@/features/applications/utils/step-resolver';
import { fieldError } from '@/lib/zod-form';
import type { SectionProps } from '../section-props';
import { EntryForm } from './entry-form';
import { EntryListSection, useMoney } from './entry-list-section';
import { type FinancingValues, financingBody, financingFields, financingOf } from './financing-values';

const resolver = stepResolver<FinancingValues>(financingFieldsSchema, financingBody);

function FinancingForm({ entry, ...props }: SectionProps & { entry: Financing | null; onClose: () => void }) {
  const { t } = useApplicantWords('application-lists');
  const form = useForm<FinancingValues>({ resolver, defaultValues: financingOf(entry) });
  const errors = form.formState.errors;
  const label = (field: string) => t(`financing.fields.${field}`);
  return (
    <EntryForm
      applicationId={props.application.id}
      kind="financing"
      entry={entry}
      form={form}
      fields={financingFields}
      valuesOf={financingOf}
      bodyOf={financingBody}
      labelOf={label}
      title={t(entry ? 'financing.editTitle' : 'financing.addTitle')}
      onClose={props.onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={label('name')} {...form.register('name')} error={fieldError(errors.name)} />
        <TextInput
          label={label('organization')}
          {...form.register('organization')}
          error={fieldError(errors.organization)}
        />
      </SimpleGrid>
      <TextInput
        label={label('amount')}
        description={t('financing.amountHelp')}
        inputMode="numeric"
        {...form.register('amount')}
        error={fieldError(errors.amount)}
      />
      <Textarea
        label={label('description')}
        autosize
        minRows={2}
        {...form.register('description')}
        error={fieldError(errors.description)}
      />
    </EntryForm>
  );
}

/** Other financing of the studies (another scholarship, a loan, an organisation's help), as a list of entries. */
export function FinancingSection(props: SectionProps) {
  const { t } = useApplicantWords('application-lists');
  const money = useMoney();
  return (
    <EntryListSection
      {...props}
      kind="financing"
      step="FINANCING"
      nameOf={(entry, index) => entry.name || t('list.unnamed', { n: index + 1 })}
      details={(entry) => (
        <>
          {entry.organization && <Text size="sm">{entry.organization}</Text>}
          {entry.amount !== null && <Text size="sm">{t('financing.perYear', { amount: money(entry.amount) })}</Text>}
        </>
      )}
      missingOf={missingFinancingFields}
      renderForm={(entry, onClose) => <FinancingForm {...props} entry={entry} onClose={onClose} />}
    />
  );
}

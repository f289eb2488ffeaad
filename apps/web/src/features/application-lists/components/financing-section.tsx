import { SimpleGrid, Text } from '@mantine/core';
import { missingFinancingFields } from '@portal/shared/list-step-rules';
import { type Financing, financingFieldsSchema } from '@portal/shared/list-steps';
import { NumberField } from '@/components/form/number-field';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { useApplicantWords } from '@/features/applications/public';
import type { SectionProps } from '@/features/editor-kit/public';
import { useNumbers } from '@/lib/numbers';
import { EntryFormFrame, useEntryForm } from './entry-form';
import { EntryListSection } from './entry-list-section';
import { financingBody, financingOf } from './financing-values';

function FinancingForm({ entry, ...props }: SectionProps & { entry: Financing | null; onClose: () => void }) {
  const { t } = useApplicantWords('application-lists');
  const { form, frame } = useEntryForm({
    applicationId: props.application.id,
    kind: 'financing',
    entry,
    schema: financingFieldsSchema,
    valuesOf: financingOf,
    toBody: financingBody,
    onClose: props.onClose,
  });
  const label = (field: string) => t(`financing.fields.${field}`);
  return (
    <EntryFormFrame frame={frame} title={t(entry ? 'financing.editTitle' : 'financing.addTitle')} labelOf={label}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} name="name" label={label('name')} />
        <TextField form={form} name="organization" label={label('organization')} />
      </SimpleGrid>
      <NumberField form={form} name="amount" label={label('amount')} description={t('financing.amountHelp')} />
      <TextAreaField form={form} name="description" label={label('description')} />
    </EntryFormFrame>
  );
}

/** Other financing of the studies (another scholarship, a loan, an organisation's help), as a list of entries. */
export function FinancingSection(props: SectionProps) {
  const { t } = useApplicantWords('application-lists');
  const numbers = useNumbers();
  return (
    <EntryListSection
      {...props}
      kind="financing"
      step="FINANCING"
      nameOf={(entry, index) => entry.name || t('list.unnamed', { n: index + 1 })}
      details={(entry) => (
        <>
          {entry.organization && <Text size="sm">{entry.organization}</Text>}
          {entry.amount !== null && (
            <Text size="sm">{t('financing.perYear', { amount: numbers.francs(entry.amount) })}</Text>
          )}
        </>
      )}
      missingOf={missingFinancingFields}
      renderForm={(entry, onClose) => <FinancingForm {...props} entry={entry} onClose={onClose} />}
    />
  );
}

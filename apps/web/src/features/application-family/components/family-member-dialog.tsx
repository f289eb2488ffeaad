import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { type FamilyMember, familyMemberInputSchema } from '@portal/shared/family';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { DraftFeedback, useDraftForm } from '@/features/editor-kit/public';
import { getFamilyMembers } from '../api/get-family-members';
import { saveFamilyMember } from '../api/save-family-member';
import { ChoiceSelect, YesNo } from './family-inputs';
import { memberBody, memberChoiceFields, type memberTextFields, memberValuesOf } from './family-member-values';

type Props = {
  applicationId: number;
  familyId: number;
  /** The member edited, or null for a new one. */
  member: FamilyMember | null;
  number: number;
  onSaved: (member: FamilyMember) => void;
  onClose: () => void;
};

/**
 * One member's answers in a dialog. What is typed is kept on the device like a step's values (a draft per member,
 * sent when the connection returns), and a change made elsewhere is shown, never overwritten.
 */
export function FamilyMemberDialog({ applicationId, familyId, member, number, onSaved, onClose }: Props) {
  const { t } = useTranslation('family');
  const { form, draft, save } = useDraftForm({
    applicationId,
    draftKey: `family-member.${member?.id ?? 'new'}`,
    readOnly: false,
    schema: familyMemberInputSchema,
    toBody: memberBody,
    source: {
      initial: member,
      valuesOf: memberValuesOf,
      send: (body, version, current) => saveFamilyMember(familyId, current?.id ?? null, { ...body, version }),
      fetch: async (current) => (await getFamilyMembers(familyId)).find((one) => one.id === current?.id) ?? null,
      store: (saved) => saved && onSaved(saved),
    },
  });
  const label = (field: string) => t(`memberFields.${field}`);
  const choice = (field: keyof typeof memberChoiceFields) => (
    <ChoiceSelect form={form} name={field} label={label(field)} {...memberChoiceFields[field]} />
  );
  const text = (field: (typeof memberTextFields)[number]) => (
    <TextField form={form} name={field} label={label(field)} />
  );
  const income = (field: 'annualSalary' | 'otherIncome') => (
    <NumberField form={form} name={field} label={label(field)} description={t('members.incomeHint')} />
  );

  return (
    <Modal opened onClose={onClose} title={member ? t('members.edit', { number }) : t('members.new')} size="lg">
      <form onSubmit={save(onClose)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {choice('relationship')}
            <NumberField form={form} name="birthYear" label={label('birthYear')} grouped={false} />
            {text('residence')}
            {choice('maritalStatus')}
            {choice('schoolLevel')}
            {text('mainActivity')}
            {choice('mainIncomeType')}
            {text('employer')}
            {income('annualSalary')}
            {choice('otherIncomeType')}
            {income('otherIncome')}
            <YesNo form={form} name="hasHandicap" label={label('hasHandicap')} />
          </SimpleGrid>
          <DraftFeedback draft={draft} formError={form.formError} labelOf={label} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={draft.status === 'sending'}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

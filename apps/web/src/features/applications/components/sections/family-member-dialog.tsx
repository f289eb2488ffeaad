import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FamilyMember, familyMemberInputSchema } from '@portal/shared/family';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getFamilyMembers } from '@/features/applications/api/get-family-members';
import { saveFamilyMember } from '@/features/applications/api/save-family-member';
import { useStepDraft } from '@/features/applications/hooks/use-step-draft';
import { applyFieldErrors } from '@/features/applications/utils/step-errors';
import { stepResolver } from '@/features/applications/utils/step-resolver';
import { fieldError } from '@/lib/zod-form';
import { DraftStatusLine } from '../draft-status-line';
import { StaleCopy, StaleWriteAlert } from '../stale-copy';
import { ChoiceSelect, YesNo } from './family-inputs';
import {
  type MemberValues,
  memberBody,
  memberChoiceFields,
  memberFields,
  memberNumberFields,
  type memberTextFields,
  memberValuesOf,
} from './family-member-values';

const resolver = stepResolver<MemberValues>(familyMemberInputSchema, memberBody);

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
  const memberId = useRef(member?.id ?? null);
  const [formError, setFormError] = useState<Error | null>(null);
  const loaded = { values: memberValuesOf(member), version: member?.version ?? null };
  const form = useForm<MemberValues>({ resolver, defaultValues: loaded.values });
  const draft = useStepDraft({
    applicationId,
    section: `family-member.${member?.id ?? 'new'}`,
    form,
    loaded,
    readOnly: false,
    send: async (values, version) => {
      const body = { ...memberBody(values), version: version ?? undefined };
      const saved = await saveFamilyMember(familyId, memberId.current, body);
      memberId.current = saved.id;
      onSaved(saved);
      return { values: memberValuesOf(saved), version: saved.version };
    },
    reload: async () => {
      const fresh = (await getFamilyMembers(familyId)).find((one) => one.id === memberId.current) ?? null;
      return { values: memberValuesOf(fresh), version: fresh?.version ?? null };
    },
    onError: (error) => {
      const leftOver = applyFieldErrors(form.setError, error, memberFields);
      setFormError(leftOver ? (error instanceof Error ? error : new Error(String(error))) : null);
    },
  });
  const save = form.handleSubmit(async (values) => {
    setFormError(null);
    if (await draft.save(values)) onClose();
  });
  const errors = form.formState.errors;
  const choice = (field: keyof typeof memberChoiceFields) => (
    <ChoiceSelect form={form} name={field} label={t(`memberFields.${field}`)} {...memberChoiceFields[field]} />
  );
  const input = (field: (typeof memberNumberFields)[number] | (typeof memberTextFields)[number]) => (
    <TextInput
      label={t(`memberFields.${field}`)}
      inputMode={(memberNumberFields as readonly string[]).includes(field) ? 'numeric' : undefined}
      description={field === 'annualSalary' || field === 'otherIncome' ? t('members.incomeHint') : undefined}
      {...form.register(field)}
      error={fieldError(errors[field])}
    />
  );

  return (
    <Modal opened onClose={onClose} title={member ? t('members.edit', { number }) : t('members.new')} size="lg">
      <form onSubmit={save} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {choice('relationship')}
            {input('birthYear')}
            {input('residence')}
            {choice('maritalStatus')}
            {choice('schoolLevel')}
            {input('mainActivity')}
            {choice('mainIncomeType')}
            {input('employer')}
            {input('annualSalary')}
            {choice('otherIncomeType')}
            {input('otherIncome')}
            <YesNo control={form.control} name="hasHandicap" label={t('memberFields.hasHandicap')} />
          </SimpleGrid>
          {draft.staleError && <StaleWriteAlert error={draft.staleError} onLoadLatest={draft.loadLatest} />}
          {draft.staleCopy && <StaleCopy values={draft.staleCopy} onDismiss={draft.dismissCopy} />}
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {formError.message}
            </Alert>
          )}
          <DraftStatusLine status={draft.status} />
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

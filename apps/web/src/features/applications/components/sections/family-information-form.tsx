import { List, SimpleGrid, TextInput, Title } from '@mantine/core';
import { type Family, familyUpdateSchema } from '@portal/shared/family';
import { livestockKinds } from '@portal/shared/family-rules';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { getFamily } from '@/features/applications/api/get-family';
import { applicationKeys } from '@/features/applications/api/keys';
import { saveFamily } from '@/features/applications/api/save-family';
import { useApplicantWords } from '@/features/applications/hooks/use-applicant-words';
import { useStepForm } from '@/features/applications/hooks/use-step-form';
import { stepResolver } from '@/features/applications/utils/step-resolver';
import { ApiError } from '@/lib/api-error';
import { fieldError } from '@/lib/zod-form';
import type { SectionProps } from '../section-props';
import { StepFormFrame } from '../step-form-frame';
import { ChoiceSelect, YesNo } from './family-inputs';
import { type FamilyValues, familyBody, familyChoiceFields, familyFields, familyValuesOf } from './family-values';

const resolver = stepResolver<FamilyValues>(familyUpdateSchema, familyBody);

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Title order={3} size="h5">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
    </>
  );
}

type Props = SectionProps & { family: Family | null; onSaved: (family: Family) => void };

/** The household's answers; saving creates the family the members are added to. */
export function FamilyInformationForm({ family, onSaved, ...props }: Props) {
  const { t } = useApplicantWords('family');
  const queryClient = useQueryClient();
  const key = applicationKeys.part(props.application.id, 'family');
  const loaded = { values: familyValuesOf(family), version: family?.version ?? null };
  const form = useForm<FamilyValues>({ resolver, defaultValues: loaded.values });
  const familyId = () => (queryClient.getQueryData<Family | null>(key) ?? family)?.id ?? null;
  const control = useStepForm({
    ...props,
    step: 'FAMILY',
    form,
    fields: familyFields,
    loaded,
    send: async (values, version) => {
      const saved = await saveFamily(props.application.id, familyId(), {
        ...familyBody(values),
        version: version ?? undefined,
      });
      onSaved(saved);
      return { values: familyValuesOf(saved), version: saved.version };
    },
    reload: async () => {
      const fresh = await getFamily(props.application.id);
      if (fresh) onSaved(fresh);
      return { values: familyValuesOf(fresh), version: fresh?.version ?? null };
    },
  });
  const errors = form.formState.errors;
  const number = (field: keyof FamilyValues) => (
    <TextInput
      key={field}
      label={t(`fields.${field}`)}
      inputMode="numeric"
      {...form.register(field)}
      error={fieldError(errors[field])}
    />
  );
  const choice = (field: keyof typeof familyChoiceFields) => (
    <ChoiceSelect form={form} name={field} label={t(`fields.${field}`)} {...familyChoiceFields[field]} />
  );
  const yesNo = (field: keyof FamilyValues) => (
    <YesNo key={field} control={form.control} name={field} label={t(`fields.${field}`)} />
  );
  // Completing the step also names what the members lack; those messages have no field on this tab.
  const memberErrors =
    control.formError instanceof ApiError
      ? control.formError.fieldErrors.filter((problem) => problem.field.startsWith('members.'))
      : [];
  const renting = form.watch('houseType') === 'LOCATION';
  const livestock = form.watch('hasLiveStock') === 'yes';

  return (
    <StepFormFrame control={control} readOnly={props.readOnly} labelledBy="section-title">
      <Group title={t('groups.household')}>
        {number('membersInTown')}
        <TextInput
          label={t('fields.neighborhood')}
          {...form.register('neighborhood')}
          error={fieldError(errors.neighborhood)}
        />
        {yesNo('livesWithFamily')}
        {yesNo('familyLivesInTown')}
        {yesNo('hasChildren')}
      </Group>
      <Group title={t('groups.home')}>
        {choice('houseType')}
        {renting && number('rentPrice')}
        {number('rooms')}
        {choice('toiletType')}
        {yesNo('hasWater')}
      </Group>
      <Group title={t('groups.land')}>
        {choice('landType')}
        {choice('landMainActivity')}
        {choice('transportType')}
      </Group>
      <Group title={t('groups.belongings')}>
        {yesNo('hasComputer')}
        {yesNo('hasTV')}
        {yesNo('hasLiveStock')}
      </Group>
      {livestock && <Group title={t('groups.livestock')}>{livestockKinds.map((kind) => number(kind))}</Group>}
      {memberErrors.length > 0 && (
        <List size="sm" c="red.8" aria-label={t('members.missing')}>
          {memberErrors.map((problem) => (
            <List.Item key={problem.field + problem.code}>{problem.message}</List.Item>
          ))}
        </List>
      )}
    </StepFormFrame>
  );
}

import { List, SimpleGrid, Title } from '@mantine/core';
import { type Family, familyUpdateSchema } from '@portal/shared/family';
import { livestockKinds } from '@portal/shared/family-rules';
import type { ReactNode } from 'react';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { useApplicantWords } from '@/features/applications/public';
import { type SectionProps, StepFormFrame, usePartSource, useStepForm } from '@/features/editor-kit/public';
import { ApiError } from '@/lib/api-error';
import { getFamily } from '../api/get-family';
import { saveFamily } from '../api/save-family';
import { ChoiceSelect, YesNo } from './family-inputs';
import { type FamilyValues, familyBody, familyChoiceFields, familyValuesOf } from './family-values';

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

type Props = SectionProps & { family: Family | null };

/** The household's answers; saving creates the family the members are added to. */
export function FamilyInformationForm({ family, ...props }: Props) {
  const { t } = useApplicantWords('family');
  const source = usePartSource({
    applicationId: props.application.id,
    part: 'family',
    initial: family,
    valuesOf: familyValuesOf,
    get: getFamily,
    save: saveFamily,
  });
  const { form, control } = useStepForm({
    ...props,
    step: 'FAMILY',
    schema: familyUpdateSchema,
    toBody: familyBody,
    source,
  });
  const number = (field: keyof FamilyValues) => (
    <NumberField key={field} form={form} name={field} label={t(`fields.${field}`)} />
  );
  const choice = (field: keyof typeof familyChoiceFields) => (
    <ChoiceSelect form={form} name={field} label={t(`fields.${field}`)} {...familyChoiceFields[field]} />
  );
  const yesNo = (field: keyof FamilyValues) => (
    <YesNo key={field} form={form} name={field} label={t(`fields.${field}`)} />
  );
  // Completing the step also names what the members lack; those messages have no field on this tab.
  const memberErrors =
    control.formError instanceof ApiError
      ? control.formError.fieldErrors.filter((problem) => problem.field.startsWith('members.'))
      : [];
  const renting = form.watch('houseType') === 'LOCATION';
  const livestock = form.watch('hasLiveStock') === 'yes';

  return (
    <StepFormFrame
      control={control}
      readOnly={props.readOnly}
      labelledBy="section-title"
      alertDetails={
        memberErrors.length > 0 && (
          <List size="sm" mt="xs" aria-label={t('members.missing')}>
            {memberErrors.map((problem) => (
              <List.Item key={problem.field + problem.code}>{problem.message}</List.Item>
            ))}
          </List>
        )
      }
    >
      <Group title={t('groups.household')}>
        {number('membersInTown')}
        <TextField form={form} name="neighborhood" label={t('fields.neighborhood')} />
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
    </StepFormFrame>
  );
}

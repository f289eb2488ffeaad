import { Alert, Group, NativeSelect, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { type HighSchoolResume, highSchoolResumeUpdateSchema } from '@portal/shared/applications';
import { Controller, type UseFormReturn, useController, useForm } from 'react-hook-form';
import { PageLoader } from '@/components/page-loader';
import { getHighSchoolResume, useHighSchoolResume } from '@/features/applications/api/get-high-school-resume';
import { saveHighSchoolResume } from '@/features/applications/api/save-high-school-resume';
import { useApplicantWords } from '@/features/applications/hooks/use-applicant-words';
import { usePartPersistence } from '@/features/applications/hooks/use-part-persistence';
import { useStepForm } from '@/features/applications/hooks/use-step-form';
import { stepResolver } from '@/features/applications/utils/step-resolver';
import { useReferenceItems } from '@/features/reference/public';
import { currentLanguage } from '@/lib/i18n';
import { fieldError } from '@/lib/zod-form';
import type { SectionProps } from '../section-props';
import { StepFormFrame } from '../step-form-frame';
import { GceGradeRows } from './gce-grade-rows';
import {
  type HighSchoolResumeValues,
  highSchoolResumeBody,
  highSchoolResumeFields,
  highSchoolResumeOf,
} from './high-school-resume-values';

const resolver = stepResolver<HighSchoolResumeValues>(highSchoolResumeUpdateSchema, highSchoolResumeBody);

/** The bac types of the chosen section only (francophone baccalaureates, anglophone GCE). */
function BacTypeSelect({ form }: { form: UseFormReturn<HighSchoolResumeValues> }) {
  const { t } = useApplicantWords('applications');
  const bacTypes = useReferenceItems('bac-types');
  const section = form.watch('languageSection');
  const { field, fieldState } = useController({ control: form.control, name: 'bacTypeId' });
  const language = currentLanguage();
  const options = (bacTypes.data ?? [])
    .filter((type) => type.system === section)
    .map((type) => ({ value: String(type.id), label: type.name[language] }));
  const placeholder = bacTypes.isPending
    ? t('actions.loading')
    : section
      ? t('resume.chooseBacType')
      : t('resume.chooseSectionFirst');
  return (
    <NativeSelect
      label={t('fields.bacTypeId')}
      description={bacTypes.isError ? t('resume.bacTypesUnavailable') : undefined}
      data={[{ value: '', label: placeholder }, ...options]}
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldError(fieldState.error)}
    />
  );
}

function HighSchoolResumeForm({ part, ...props }: SectionProps & { part: HighSchoolResume | null }) {
  const { t } = useApplicantWords('applications');
  const persistence = usePartPersistence({
    applicationId: props.application.id,
    part: 'high-school-resume',
    initial: part,
    valuesOf: highSchoolResumeOf,
    bodyOf: highSchoolResumeBody,
    save: saveHighSchoolResume,
    fetch: (applicationId) => getHighSchoolResume(applicationId),
  });
  const form = useForm<HighSchoolResumeValues>({ resolver, defaultValues: persistence.loaded.values });
  const control = useStepForm({
    ...props,
    ...persistence,
    step: 'HIGH_SCHOOL_RESUME',
    form,
    fields: highSchoolResumeFields,
  });
  const errors = form.formState.errors;
  const section = form.watch('languageSection');
  return (
    <StepFormFrame control={control} readOnly={props.readOnly} labelledBy="section-title">
      <Controller
        control={form.control}
        name="languageSection"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('fields.languageSection')}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              form.setValue('bacTypeId', '');
            }}
            error={fieldError(fieldState.error)}
          >
            <Group mt="xs">
              <Radio value="FRANCOPHONE" label={t('resume.FRANCOPHONE')} />
              <Radio value="ANGLOPHONE" label={t('resume.ANGLOPHONE')} />
            </Group>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <BacTypeSelect form={form} />
        <TextInput
          label={t('fields.issueDate')}
          type="date"
          {...form.register('issueDate')}
          error={fieldError(errors.issueDate)}
        />
        {section === 'FRANCOPHONE' && (
          <TextInput
            label={t('fields.finalGrade')}
            inputMode="decimal"
            {...form.register('finalGrade')}
            error={fieldError(errors.finalGrade)}
          />
        )}
      </SimpleGrid>
      {section === 'ANGLOPHONE' && <GceGradeRows form={form} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.schoolName')}
          {...form.register('schoolName')}
          error={fieldError(errors.schoolName)}
        />
        <TextInput
          label={t('fields.schoolAddress')}
          {...form.register('schoolAddress')}
          error={fieldError(errors.schoolAddress)}
        />
        <TextInput
          label={t('fields.religionGrade')}
          inputMode="decimal"
          {...form.register('religionGrade')}
          error={fieldError(errors.religionGrade)}
        />
      </SimpleGrid>
    </StepFormFrame>
  );
}

/** The baccalaureate (francophone: a final grade over 20) or the GCE (anglophone: one to five subjects). */
export function HighSchoolResumeSection(props: SectionProps) {
  const part = useHighSchoolResume(props.application.id);
  if (part.isError)
    return (
      <Alert color="red" role="alert">
        {part.error.message}
      </Alert>
    );
  if (part.isPending) return <PageLoader />;
  return <HighSchoolResumeForm {...props} part={part.data} />;
}

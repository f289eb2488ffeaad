import { SimpleGrid } from '@mantine/core';
import { type HighSchoolResume, highSchoolResumeUpdateSchema } from '@portal/shared/applications';
import type { UseFormReturn } from 'react-hook-form';
import { NativeSelectField } from '@/components/form/native-select-field';
import { NumberField } from '@/components/form/number-field';
import { RadioField } from '@/components/form/radio-field';
import { TextField } from '@/components/form/text-field';
import { QueryGate } from '@/components/query-gate';
import { useApplicantWords } from '@/features/applications/public';
import { type SectionProps, StepFormFrame, usePartSource, useStepForm } from '@/features/editor-kit/public';
import { useReferenceItems } from '@/features/reference/public';
import { currentLanguage } from '@/lib/i18n';
import { getHighSchoolResume, useHighSchoolResume } from '../api/get-high-school-resume';
import { saveHighSchoolResume } from '../api/save-high-school-resume';
import { GceGradeRows } from './gce-grade-rows';
import { type HighSchoolResumeValues, highSchoolResumeBody, highSchoolResumeOf } from './high-school-resume-values';

type ResumeForm = UseFormReturn<HighSchoolResumeValues, unknown, unknown>;

/** The bac types of the chosen section only (francophone baccalaureates, anglophone GCE). */
function BacTypeSelect({ form }: { form: ResumeForm }) {
  const { t } = useApplicantWords('applications');
  const bacTypes = useReferenceItems('bac-types');
  const section = form.watch('languageSection');
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
    <NativeSelectField
      form={form}
      name="bacTypeId"
      label={t('fields.bacTypeId')}
      description={bacTypes.isError ? t('resume.bacTypesUnavailable') : undefined}
      data={[{ value: '', label: placeholder }, ...options]}
    />
  );
}

function HighSchoolResumeForm({ part, ...props }: SectionProps & { part: HighSchoolResume | null }) {
  const { t } = useApplicantWords('applications');
  const source = usePartSource({
    applicationId: props.application.id,
    part: 'high-school-resume',
    initial: part,
    valuesOf: highSchoolResumeOf,
    get: getHighSchoolResume,
    save: saveHighSchoolResume,
  });
  const { form, control } = useStepForm({
    ...props,
    step: 'HIGH_SCHOOL_RESUME',
    schema: highSchoolResumeUpdateSchema,
    toBody: highSchoolResumeBody,
    source,
  });
  const section = form.watch('languageSection');
  return (
    <StepFormFrame control={control} readOnly={props.readOnly} labelledBy="section-title">
      <RadioField
        form={form}
        name="languageSection"
        label={t('fields.languageSection')}
        options={[
          { value: 'FRANCOPHONE', label: t('resume.FRANCOPHONE') },
          { value: 'ANGLOPHONE', label: t('resume.ANGLOPHONE') },
        ]}
        // Another section's bac types do not apply.
        onAnswer={() => form.setValue('bacTypeId', '')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <BacTypeSelect form={form} />
        <TextField form={form} name="issueDate" label={t('fields.issueDate')} type="date" />
        {section === 'FRANCOPHONE' && (
          <NumberField form={form} name="finalGrade" label={t('fields.finalGrade')} decimal />
        )}
      </SimpleGrid>
      {section === 'ANGLOPHONE' && <GceGradeRows form={form} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} name="schoolName" label={t('fields.schoolName')} />
        <TextField form={form} name="schoolAddress" label={t('fields.schoolAddress')} />
        <NumberField form={form} name="religionGrade" label={t('fields.religionGrade')} decimal />
      </SimpleGrid>
    </StepFormFrame>
  );
}

/** The baccalaureate (francophone: a final grade over 20) or the GCE (anglophone: one to five subjects). */
export function HighSchoolResumeSection(props: SectionProps) {
  const part = useHighSchoolResume(props.application.id);
  return <QueryGate query={part}>{(data) => <HighSchoolResumeForm {...props} part={data} />}</QueryGate>;
}

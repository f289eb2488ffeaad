import { Alert, SimpleGrid } from '@mantine/core';
import { type SchoolResult, schoolResultUpdateSchema } from '@portal/shared/applications';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { QueryGate } from '@/components/query-gate';
import { useApplicantWords } from '@/features/applications/public';
import { type SectionProps, StepFormFrame, usePartSource, useStepForm } from '@/features/editor-kit/public';
import { getSchoolResult, useSchoolResult } from '../api/get-school-result';
import { saveSchoolResult } from '../api/save-school-result';
import { schoolResultBody, schoolResultOf } from './school-result-values';

function SchoolResultForm({ part, ...props }: SectionProps & { part: SchoolResult | null }) {
  const { t } = useApplicantWords('applications');
  const source = usePartSource({
    applicationId: props.application.id,
    part: 'school-result',
    initial: part,
    valuesOf: schoolResultOf,
    get: getSchoolResult,
    save: saveSchoolResult,
  });
  const { form, control } = useStepForm({
    ...props,
    step: 'SCHOOL_RESULT',
    schema: schoolResultUpdateSchema,
    toBody: schoolResultBody,
    source,
  });
  const label = (field: string) => t(`fields.${field}`);
  return (
    <StepFormFrame control={control} readOnly={props.readOnly} labelledBy="section-title">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberField form={form} name="totalCredit" label={label('totalCredit')} />
        <NumberField form={form} name="achievedCredit" label={label('achievedCredit')} />
        <NumberField form={form} name="annualAverage" label={label('annualAverage')} decimal />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} name="baccalaureate" label={label('baccalaureate')} />
        <TextField form={form} name="licence" label={label('licence')} />
        <TextField form={form} name="licenceGrade" label={label('licenceGrade')} />
        <TextField form={form} name="faculty" label={label('faculty')} />
        <TextField form={form} name="option" label={label('option')} />
      </SimpleGrid>
    </StepFormFrame>
  );
}

/** A university student's credits and average of the year that ends; pupils have none and skip this step. */
export function SchoolResultSection(props: SectionProps) {
  const { t } = useApplicantWords('applications');
  const part = useSchoolResult(props.application.id);
  if (props.application.universityStudent === false) return <Alert color="blue">{t('schoolResult.notNeeded')}</Alert>;
  return <QueryGate query={part}>{(data) => <SchoolResultForm {...props} part={data} />}</QueryGate>;
}

import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { type SchoolResult, schoolResultUpdateSchema } from '@portal/shared/applications';
import { useForm } from 'react-hook-form';
import { PageLoader } from '@/components/page-loader';
import { getSchoolResult, useSchoolResult } from '@/features/applications/api/get-school-result';
import { saveSchoolResult } from '@/features/applications/api/save-school-result';
import { useApplicantWords } from '@/features/applications/hooks/use-applicant-words';
import { usePartPersistence } from '@/features/applications/hooks/use-part-persistence';
import { useStepForm } from '@/features/applications/hooks/use-step-form';
import { stepResolver } from '@/features/applications/utils/step-resolver';
import { fieldError } from '@/lib/zod-form';
import type { SectionProps } from '../section-props';
import { StepFormFrame } from '../step-form-frame';
import {
  type SchoolResultValues,
  schoolResultBody,
  schoolResultFields,
  schoolResultNumberFields,
  schoolResultOf,
  schoolResultTextFields,
} from './school-result-values';

const resolver = stepResolver<SchoolResultValues>(schoolResultUpdateSchema, schoolResultBody);

function SchoolResultForm({ part, ...props }: SectionProps & { part: SchoolResult | null }) {
  const { t } = useApplicantWords('applications');
  const persistence = usePartPersistence({
    applicationId: props.application.id,
    part: 'school-result',
    initial: part,
    valuesOf: schoolResultOf,
    bodyOf: schoolResultBody,
    save: saveSchoolResult,
    fetch: (applicationId) => getSchoolResult(applicationId),
  });
  const form = useForm<SchoolResultValues>({ resolver, defaultValues: persistence.loaded.values });
  const control = useStepForm({ ...props, ...persistence, step: 'SCHOOL_RESULT', form, fields: schoolResultFields });
  const errors = form.formState.errors;
  return (
    <StepFormFrame control={control} readOnly={props.readOnly} labelledBy="section-title">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {schoolResultNumberFields.map((field) => (
          <TextInput
            key={field}
            label={t(`fields.${field}`)}
            inputMode={field === 'annualAverage' ? 'decimal' : 'numeric'}
            {...form.register(field)}
            error={fieldError(errors[field])}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {schoolResultTextFields.map((field) => (
          <TextInput
            key={field}
            label={t(`fields.${field}`)}
            {...form.register(field)}
            error={fieldError(errors[field])}
          />
        ))}
      </SimpleGrid>
    </StepFormFrame>
  );
}

/** A university student's credits and average of the year that ends; pupils have none and skip this step. */
export function SchoolResultSection(props: SectionProps) {
  const { t } = useApplicantWords('applications');
  const part = useSchoolResult(props.application.id);
  if (props.application.universityStudent === false) return <Alert color="blue">{t('schoolResult.notNeeded')}</Alert>;
  if (part.isError)
    return (
      <Alert color="red" role="alert">
        {part.error.message}
      </Alert>
    );
  if (part.isPending) return <PageLoader />;
  return <SchoolResultForm {...props} part={part.data} />;
}

import { Textarea } from '@mantine/core';
import { MOTIVATION_MAX_CHARACTERS } from '@portal/shared/application-rules';
import { type Application, motivationSchema } from '@portal/shared/applications';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { getApplication, storeApplication } from '@/features/applications/api/get-application';
import { saveMotivation } from '@/features/applications/api/save-motivation';
import { useApplicantWords } from '@/features/applications/hooks/use-applicant-words';
import { useStepForm } from '@/features/applications/hooks/use-step-form';
import { textOf, textOrNull } from '@/features/applications/utils/step-errors';
import { stepResolver } from '@/features/applications/utils/step-resolver';
import { fieldError } from '@/lib/zod-form';
import { MotivationWordCount } from '../motivation-word-count';
import type { SectionProps } from '../section-props';
import { StepFormFrame } from '../step-form-frame';

type MotivationValues = { motivation: string };
const motivationOf = (application: Application): MotivationValues => ({ motivation: textOf(application.motivation) });
const motivationBody = (values: MotivationValues) => ({ motivation: textOrNull(values.motivation) });
const resolver = stepResolver<MotivationValues>(motivationSchema, motivationBody);
const fields = ['motivation'] as const;

/** The motivation letter, with a live word count that agrees with the server's. */
export function MotivationSection({ application, readOnly, section }: SectionProps) {
  const { t } = useApplicantWords('applications');
  const queryClient = useQueryClient();
  const loaded = { values: motivationOf(application), version: application.version };
  const form = useForm<MotivationValues>({ resolver, defaultValues: loaded.values });
  const control = useStepForm({
    application,
    section,
    step: 'MOTIVATION',
    form,
    fields,
    loaded,
    readOnly,
    onApplication: true,
    send: async (values, version) => {
      const saved = await saveMotivation(application.id, { ...motivationBody(values), version: version ?? undefined });
      storeApplication(queryClient, saved);
      return { values: motivationOf(saved), version: saved.version };
    },
    reload: async () => {
      const fresh = await getApplication(application.id);
      storeApplication(queryClient, fresh);
      return { values: motivationOf(fresh), version: fresh.version };
    },
  });
  const text = useWatch({ control: form.control, name: 'motivation' });
  return (
    <StepFormFrame control={control} readOnly={readOnly} labelledBy="section-title">
      <Textarea
        label={t('fields.motivation')}
        description={<MotivationWordCount text={text} />}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autosize
        minRows={8}
        maxLength={MOTIVATION_MAX_CHARACTERS}
        readOnly={readOnly}
        {...form.register('motivation')}
        error={fieldError(form.formState.errors.motivation)}
      />
    </StepFormFrame>
  );
}

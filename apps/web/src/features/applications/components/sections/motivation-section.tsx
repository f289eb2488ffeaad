import { MOTIVATION_MAX_CHARACTERS } from '@portal/shared/application-rules';
import { type Application, motivationSchema } from '@portal/shared/applications';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { TextAreaField } from '@/components/form/text-field';
import { getApplication, storeApplication } from '@/features/applications/api/get-application';
import { saveMotivation } from '@/features/applications/api/save-motivation';
import { useApplicantWords } from '@/features/applications/hooks/use-applicant-words';
import { useStepForm } from '@/features/applications/hooks/use-step-form';
import { textOf, textOrNull } from '@/features/applications/utils/form-values';
import { MotivationWordCount } from '../motivation-word-count';
import type { SectionProps } from '../section-props';
import { StepFormFrame } from '../step-form-frame';

type MotivationValues = { motivation: string };
const motivationOf = (application: Application): MotivationValues => ({ motivation: textOf(application.motivation) });
const motivationBody = (values: MotivationValues) => ({ motivation: textOrNull(values.motivation) });

/** The motivation letter, with a live word count that agrees with the server's. */
export function MotivationSection({ application, readOnly, section }: SectionProps) {
  const { t } = useApplicantWords('applications');
  const queryClient = useQueryClient();
  const { form, control } = useStepForm({
    application,
    section,
    readOnly,
    step: 'MOTIVATION',
    onApplication: true,
    schema: motivationSchema,
    toBody: motivationBody,
    source: {
      initial: application,
      valuesOf: motivationOf,
      send: (body, version) => saveMotivation(application.id, { ...body, version }),
      fetch: () => getApplication(application.id),
      store: (saved) => storeApplication(queryClient, saved),
    },
  });
  const text = useWatch({ control: form.control, name: 'motivation' });
  return (
    <StepFormFrame control={control} readOnly={readOnly} labelledBy="section-title">
      <TextAreaField
        form={form}
        name="motivation"
        label={t('fields.motivation')}
        description={<MotivationWordCount text={text} />}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        minRows={8}
        maxLength={MOTIVATION_MAX_CHARACTERS}
        readOnly={readOnly}
      />
    </StepFormFrame>
  );
}

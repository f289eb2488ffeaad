import { MOTIVATION_MAX_CHARACTERS } from '@portal/shared/application-rules';
import { type Application, motivationSchema } from '@portal/shared/applications';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { TextAreaField } from '@/components/form/text-field';
import { getApplication, storeApplication, useApplicantWords } from '@/features/applications/public';
import { type SectionProps, StepFormFrame, textOf, textOrNull, useStepForm } from '@/features/editor-kit/public';
import { saveMotivation } from '../api/save-motivation';
import { MotivationWordCount } from './motivation-word-count';

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
      // The letter lives on the application, whose row has been written since the letter was.
      savedAt: (saved) => (saved.motivation === null ? null : saved.modified),
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

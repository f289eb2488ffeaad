import { Group, NativeSelect, Radio, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { updateApplicationSchema } from '@portal/shared/applications';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { getApplication, storeApplication } from '@/features/applications/api/get-application';
import { updateApplication } from '@/features/applications/api/update-application';
import { useApplicantWords } from '@/features/applications/hooks/use-applicant-words';
import { useStepForm } from '@/features/applications/hooks/use-step-form';
import { stepResolver } from '@/features/applications/utils/step-resolver';
import { useReferenceItems } from '@/features/reference/public';
import { currentLanguage } from '@/lib/i18n';
import { fieldError } from '@/lib/zod-form';
import type { SectionProps } from '../section-props';
import { StepFormFrame } from '../step-form-frame';
import { type DetailsValues, detailsBody, detailsFields, detailsOf } from './details-values';

const resolver = stepResolver<DetailsValues>(updateApplicationSchema, detailsBody);

function SchoolLevelSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useApplicantWords('applications');
  const levels = useReferenceItems('school-levels');
  const language = currentLanguage();
  const options = [...(levels.data ?? [])]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((level) => ({ value: String(level.id), label: level.name[language] }));
  return (
    <NativeSelect
      label={t('fields.schoolLevelId')}
      description={levels.isError ? t('details.levelsUnavailable') : undefined}
      data={[{ value: '', label: levels.isPending ? t('actions.loading') : t('details.chooseLevel') }, ...options]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}

/** The next-year plan: where the student will study and live, and where they study now if at university. */
export function DetailsSection({ application, readOnly, section }: SectionProps) {
  const { t } = useApplicantWords('applications');
  const queryClient = useQueryClient();
  const loaded = { values: detailsOf(application), version: application.version };
  const form = useForm<DetailsValues>({ resolver, defaultValues: loaded.values });
  const errors = form.formState.errors;
  const control = useStepForm({
    application,
    section,
    step: 'NEXT_YEAR_PLAN',
    form,
    fields: detailsFields,
    loaded,
    readOnly,
    onApplication: true,
    send: async (values, version) => {
      const saved = await updateApplication(application.id, { ...detailsBody(values), version: version ?? undefined });
      storeApplication(queryClient, saved);
      return { values: detailsOf(saved), version: saved.version };
    },
    reload: async () => {
      const fresh = await getApplication(application.id);
      storeApplication(queryClient, fresh);
      return { values: detailsOf(fresh), version: fresh.version };
    },
  });
  const student = form.watch('universityStudent') === 'yes';
  const text = (field: (typeof detailsFields)[number]) => (
    <TextInput key={field} label={t(`fields.${field}`)} {...form.register(field)} error={fieldError(errors[field])} />
  );

  return (
    <StepFormFrame control={control} readOnly={readOnly} labelledBy="section-title">
      <Controller
        control={form.control}
        name="universityStudent"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('fields.universityStudent')}
            value={field.value}
            onChange={field.onChange}
            error={fieldError(fieldState.error)}
          >
            <Group mt="xs">
              <Radio value="yes" label={t('details.yes')} />
              <Radio value="no" label={t('details.no')} />
            </Group>
          </Radio.Group>
        )}
      />
      {student && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('currentUniversity')}
          {text('currentFaculty')}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('desiredUniversity')}
        {text('desiredFaculty')}
        {text('desiredOption')}
        <Controller
          control={form.control}
          name="schoolLevelId"
          render={({ field, fieldState }) => (
            <SchoolLevelSelect value={field.value} onChange={field.onChange} error={fieldError(fieldState.error)} />
          )}
        />
        {text('nextYearTown')}
      </SimpleGrid>
      <Textarea
        label={t('fields.nextYearWish')}
        autosize
        minRows={3}
        {...form.register('nextYearWish')}
        error={fieldError(errors.nextYearWish)}
      />
    </StepFormFrame>
  );
}

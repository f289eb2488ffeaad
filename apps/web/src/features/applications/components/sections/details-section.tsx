import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type ApplicantProfile, applicantProfileSchema } from '@portal/shared/accounts';
import { updateApplicationSchema } from '@portal/shared/applications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { getApplicantProfile, useApplicantProfile } from '@/features/applications/api/get-applicant-profile';
import { getApplication, storeApplication } from '@/features/applications/api/get-application';
import { applicationKeys } from '@/features/applications/api/keys';
import { saveApplicantProfile } from '@/features/applications/api/save-applicant-profile';
import { updateApplication } from '@/features/applications/api/update-application';
import { useStepForm } from '@/features/applications/hooks/use-step-form';
import { stepResolver } from '@/features/applications/utils/step-resolver';
import { useReferenceItems } from '@/features/reference/public';
import { currentLanguage } from '@/lib/i18n';
import { queryRoots } from '@/lib/query-keys';
import { fieldError } from '@/lib/zod-form';
import type { SectionProps } from '../section-props';
import { StepFormFrame } from '../step-form-frame';
import {
  applicantBody,
  applicantFields,
  type DetailsValues,
  detailsBody,
  detailsFields,
  detailsOf,
} from './details-values';

// The profile's fields with the account settings' own checks, beside the application's.
const resolver = stepResolver<DetailsValues>(
  updateApplicationSchema.extend(applicantProfileSchema.shape),
  (values) => ({
    ...applicantBody(values),
    ...detailsBody(values),
  }),
);

const sameProfile = (values: DetailsValues, saved: ApplicantProfile) => {
  const wanted = applicantBody(values);
  return applicantFields.every((field) => (wanted[field] ?? null) === (saved[field] ?? null));
};

function SchoolLevelSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('applications');
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

/**
 * About the applicant: what the eligibility check reads of the student profile, asked here so that nothing it needs
 * is left to the account settings. The values are the profile's: saved there, shown there.
 */
function AboutYou({ form }: { form: UseFormReturn<DetailsValues> }) {
  const { t } = useTranslation('applications');
  const errors = form.formState.errors;
  return (
    <Stack gap="xs" role="group" aria-labelledby="about-you-title">
      <Title order={3} size="h4" id="about-you-title">
        {t('details.aboutYou')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('details.aboutYouHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.birthDate')}
          type="date"
          autoComplete="bday"
          {...form.register('birthDate')}
          error={fieldError(errors.birthDate)}
        />
        <TextInput
          label={t('fields.town')}
          autoComplete="address-level2"
          {...form.register('town')}
          error={fieldError(errors.town)}
        />
        <TextInput label={t('fields.district')} {...form.register('district')} error={fieldError(errors.district)} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('details.placeHelp')}
      </Text>
    </Stack>
  );
}

function DetailsForm({ application, readOnly, section, profile }: SectionProps & { profile: ApplicantProfile }) {
  const { t } = useTranslation('applications');
  const queryClient = useQueryClient();
  const savedProfile = useRef(profile);
  const loaded = { values: detailsOf(application, profile), version: application.version };
  const form = useForm<DetailsValues>({ resolver, defaultValues: loaded.values });
  const errors = form.formState.errors;
  const keepProfile = (saved: ApplicantProfile) => {
    savedProfile.current = saved;
    queryClient.setQueryData(applicationKeys.part(application.id, 'applicant'), saved);
  };
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
      // The profile first: it has no version, so a refused application write can be sent again as it is.
      if (!sameProfile(values, savedProfile.current)) {
        keepProfile(await saveApplicantProfile(application.id, applicantBody(values)));
        // The account settings show the same values.
        void queryClient.invalidateQueries({ queryKey: queryRoots.users });
      }
      const saved = await updateApplication(application.id, { ...detailsBody(values), version: version ?? undefined });
      storeApplication(queryClient, saved);
      return { values: detailsOf(saved, savedProfile.current), version: saved.version };
    },
    reload: async () => {
      const [fresh, freshProfile] = await Promise.all([
        getApplication(application.id),
        getApplicantProfile(application.id),
      ]);
      storeApplication(queryClient, fresh);
      keepProfile(freshProfile);
      return { values: detailsOf(fresh, freshProfile), version: fresh.version };
    },
  });
  const student = form.watch('universityStudent') === 'yes';
  const text = (field: (typeof detailsFields)[number]) => (
    <TextInput key={field} label={t(`fields.${field}`)} {...form.register(field)} error={fieldError(errors[field])} />
  );

  return (
    <StepFormFrame control={control} readOnly={readOnly} labelledBy="section-title">
      <AboutYou form={form} />
      <Title order={3} size="h4">
        {t('details.studies')}
      </Title>
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

/**
 * The first step: about the applicant (birth date and where they live, from their student profile), then the
 * next-year plan: where they will study and live, and where they study now if at university.
 */
export function DetailsSection(props: SectionProps) {
  const { t } = useTranslation('applications');
  const profile = useApplicantProfile(props.application.id);
  if (profile.isError)
    return (
      <Alert color="red" role="alert" title={t('details.profileUnavailable')}>
        <Stack gap="xs" align="flex-start">
          {profile.error.message}
          <Button size="sm" variant="light" onClick={() => profile.refetch()}>
            {t('actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (profile.isPending) return <PageLoader />;
  return <DetailsForm {...props} profile={profile.data} />;
}

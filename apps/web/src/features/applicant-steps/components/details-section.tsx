import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ApplicantProfile, applicantProfileSchema } from '@portal/shared/accounts';
import { updateApplicationSchema } from '@portal/shared/applications';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { NativeSelectField } from '@/components/form/native-select-field';
import { RadioField } from '@/components/form/radio-field';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { QueryGate } from '@/components/query-gate';
import { applicationKeys, getApplication, storeApplication, useApplicantWords } from '@/features/applications/public';
import { type SectionProps, StepFormFrame, useStepForm } from '@/features/editor-kit/public';
import { useReferenceItems } from '@/features/reference/public';
import { currentLanguage } from '@/lib/i18n';
import { queryRoots } from '@/lib/query-keys';
import { getApplicantProfile, useApplicantProfile } from '../api/get-applicant-profile';
import { saveApplicantProfile } from '../api/save-applicant-profile';
import { updateApplication } from '../api/update-application';
import {
  type ApplicantBody,
  applicantFields,
  type DetailsParts,
  type DetailsValues,
  detailsBodies,
  detailsOf,
  detailsSavedAt,
} from './details-values';

// The profile's fields with the account settings' own checks, beside the application's.
const detailsSchema = updateApplicationSchema.extend(applicantProfileSchema.shape);
type DetailsForm = UseFormReturn<DetailsValues, unknown, unknown>;

const sameProfile = (wanted: ApplicantBody, saved: ApplicantProfile) =>
  applicantFields.every((field) => (wanted[field] ?? null) === (saved[field] ?? null));

function SchoolLevelSelect({ form }: { form: DetailsForm }) {
  const { t } = useApplicantWords('applications');
  const levels = useReferenceItems('school-levels');
  const language = currentLanguage();
  const options = [...(levels.data ?? [])]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((level) => ({ value: String(level.id), label: level.name[language] }));
  return (
    <NativeSelectField
      form={form}
      name="schoolLevelId"
      label={t('fields.schoolLevelId')}
      description={levels.isError ? t('details.levelsUnavailable') : undefined}
      data={[{ value: '', label: levels.isPending ? t('actions.loading') : t('details.chooseLevel') }, ...options]}
    />
  );
}

/**
 * About the applicant: what the eligibility check reads of the student profile, asked here so that nothing it needs
 * is left to the account settings. The values are the profile's: saved there, shown there.
 */
function AboutYou({ form }: { form: DetailsForm }) {
  const { t } = useApplicantWords('applications');
  return (
    <Stack gap="xs" role="group" aria-labelledby="about-you-title">
      <Title order={3} size="h4" id="about-you-title">
        {t('details.aboutYou')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('details.aboutYouHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} name="birthDate" label={t('fields.birthDate')} type="date" autoComplete="bday" />
        <TextField form={form} name="town" label={t('fields.town')} autoComplete="address-level2" />
        <TextField form={form} name="district" label={t('fields.district')} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('details.placeHelp')}
      </Text>
    </Stack>
  );
}

function DetailsForm({ application, readOnly, section, profile }: SectionProps & { profile: ApplicantProfile }) {
  const { t } = useApplicantWords('applications');
  const queryClient = useQueryClient();
  const { form, control } = useStepForm({
    application,
    section,
    readOnly,
    step: 'NEXT_YEAR_PLAN',
    onApplication: true,
    schema: detailsSchema,
    toBody: detailsBodies,
    source: {
      initial: { application, profile } as DetailsParts,
      valuesOf: detailsOf,
      versionOf: (parts) => parts.application.version,
      savedAt: detailsSavedAt,
      send: async ({ birthDate, town, district, ...details }, version, current) => {
        // The profile first: it has no version, so a refused application write can be sent again as it is.
        const wanted = { birthDate, town, district };
        const savedProfile = sameProfile(wanted, current.profile)
          ? current.profile
          : await saveApplicantProfile(application.id, wanted);
        // The account settings show the same values.
        if (savedProfile !== current.profile) void queryClient.invalidateQueries({ queryKey: queryRoots.users });
        const saved = await updateApplication(application.id, { ...details, version });
        return { application: saved, profile: savedProfile };
      },
      fetch: async () => {
        const [fresh, freshProfile] = await Promise.all([
          getApplication(application.id),
          getApplicantProfile(application.id),
        ]);
        return { application: fresh, profile: freshProfile };
      },
      store: (parts) => {
        storeApplication(queryClient, parts.application);
        queryClient.setQueryData(applicationKeys.part(application.id, 'applicant'), parts.profile);
      },
    },
  });
  const student = form.watch('universityStudent') === 'yes';
  const text = (field: keyof DetailsValues) => (
    <TextField key={field} form={form} name={field} label={t(`fields.${field}`)} />
  );

  return (
    <StepFormFrame control={control} readOnly={readOnly} labelledBy="section-title">
      <AboutYou form={form} />
      <Title order={3} size="h4">
        {t('details.studies')}
      </Title>
      <RadioField
        form={form}
        name="universityStudent"
        label={t('fields.universityStudent')}
        options={[
          { value: 'yes', label: t('details.yes') },
          { value: 'no', label: t('details.no') },
        ]}
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
        <SchoolLevelSelect form={form} />
        {text('nextYearTown')}
      </SimpleGrid>
      <TextAreaField form={form} name="nextYearWish" label={t('fields.nextYearWish')} minRows={3} />
    </StepFormFrame>
  );
}

/**
 * The first step: about the applicant (birth date and where they live, from their student profile), then the
 * next-year plan: where they will study and live, and where they study now if at university.
 */
export function DetailsSection(props: SectionProps) {
  const { t } = useApplicantWords('applications');
  const profile = useApplicantProfile(props.application.id);
  return (
    <QueryGate query={profile} errorTitle={t('details.profileUnavailable')} retryLabel={t('actions.retry')}>
      {(data) => <DetailsForm {...props} profile={data} />}
    </QueryGate>
  );
}

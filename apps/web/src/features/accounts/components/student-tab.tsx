import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { type StudentProfileBody, studentProfileSchema, type User } from '@portal/shared/accounts';
import { sexes } from '@portal/shared/enums';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/checkbox-field';
import { DateField } from '@/components/form/date-field';
import { FormCard } from '@/components/form/form-card';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { type ApiForm, useApiForm } from '@/components/form/use-api-form';
import { useReferenceItems } from '@/features/reference/public';
import { currentLanguage } from '@/lib/i18n';
import { useUpdateStudentProfile } from '../api/update-student-profile';
import {
  type StudentField,
  type StudentFormValues,
  studentInputKinds,
  studentSections,
  toBody,
  toFormValues,
} from './student-profile-layout';

type Form = ApiForm<StudentFormValues, StudentProfileBody>;

function HandicapSelect({ form }: { form: Form }) {
  const { t } = useTranslation('student');
  const handicaps = useReferenceItems('handicaps');
  const language = currentLanguage();
  const data = (handicaps.data ?? []).map((handicap) => ({
    value: String(handicap.id),
    label: handicap.name[language],
  }));
  return (
    <Stack gap={4}>
      <SelectField
        form={form}
        name="handicapId"
        label={t('fields.handicapId')}
        data={data}
        required
        disabled={handicaps.isPending || handicaps.isError}
        placeholder={handicaps.isPending ? t('common:actions.loading') : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      {handicaps.isError && (
        <Alert color="orange" role="alert" py={6}>
          {t('handicapsUnavailable')}
        </Alert>
      )}
    </Stack>
  );
}

/** One input of the profile, chosen by what the field holds. */
function StudentInput({ form, field }: { form: Form; field: StudentField }) {
  const { t } = useTranslation('student');
  const label = t(`fields.${field}`);
  switch (field in studentInputKinds ? studentInputKinds[field as keyof typeof studentInputKinds] : 'text') {
    case 'sex':
      return (
        <SelectField
          form={form}
          name="sex"
          label={label}
          data={sexes.map((sex) => ({ value: sex, label: t(`sexes.${sex}`) }))}
          clearable
        />
      );
    case 'date':
      return <DateField form={form} name="birthDate" label={label} />;
    case 'phone':
      return (
        <TextField
          form={form}
          name={field}
          label={label}
          type="tel"
          autoComplete={field === 'mobileNumber' ? 'tel' : 'off'}
        />
      );
    case 'disability':
      return <CheckboxField form={form} name="hasDisability" label={label} />;
    case 'handicap':
      return form.watch('hasDisability') ? <HandicapSelect form={form} /> : null;
    default:
      return <TextField form={form} name={field} label={label} />;
  }
}

/** Every field of the student profile, in its sections; saved with PUT /users/student. */
export function StudentTab({ user }: { user: User }) {
  const { t } = useTranslation(['student', 'accounts']);
  const update = useUpdateStudentProfile();
  const form = useApiForm<typeof studentProfileSchema, StudentFormValues>(
    studentProfileSchema,
    toFormValues(user.student),
    { toInput: toBody },
  );
  const save = (values: StudentProfileBody) =>
    update.mutate(values, {
      onSuccess: (saved) => form.reset(toFormValues(saved.student)),
      onError: form.setServerError,
    });

  return (
    <FormCard
      form={form}
      onSubmit={save}
      title={t('title')}
      submitLabel={t('common:actions.save')}
      pending={update.isPending}
      saved={update.isSuccess && !form.formState.isDirty ? t('accounts:settings.saved') : null}
    >
      {studentSections.map((section) => {
        const inputs = section.fields.map((field) => <StudentInput key={field} form={form} field={field} />);
        if (section.fields[0] === 'hasDisability') return <Fragment key="disability">{inputs}</Fragment>;
        return (
          <Fragment key={section.fields[0]}>
            {section.title ? (
              <Title order={3} size="h5">
                {t(section.title)}
              </Title>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>{inputs}</SimpleGrid>
          </Fragment>
        );
      })}
    </FormCard>
  );
}

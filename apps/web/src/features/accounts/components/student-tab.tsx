import { Alert, Button, Card, Checkbox, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { StudentProfileBody, User } from '@portal/shared/accounts';
import { sexes } from '@portal/shared/enums';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { fieldError } from '@/lib/zod-form';
import { useHandicaps } from '../api/get-handicaps';
import { useUpdateStudentProfile } from '../api/update-student-profile';
import { useServerErrors } from '../hooks/use-server-errors';
import { FormAlert } from './form-alert';
import { SavedNotice } from './saved-notice';
import {
  type StudentFormValues,
  studentFormFields,
  studentPhoneFields,
  studentResolver,
  type studentTextFields,
  toFormValues,
} from './student-form-values';

function HandicapSelect({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('accounts');
  const handicaps = useHandicaps();
  const language = currentLanguage();
  const data = (handicaps.data ?? []).map((handicap) => ({
    value: String(handicap.id),
    label: handicap.name[language],
  }));
  return (
    <Stack gap={4}>
      <Select
        label={t('student.handicapId')}
        data={data}
        value={value}
        onChange={onChange}
        error={error}
        required
        disabled={handicaps.isPending || handicaps.isError}
        placeholder={handicaps.isPending ? t('common.loading') : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      {handicaps.isError && (
        <Alert color="orange" role="alert" py={6}>
          {t('student.handicapsUnavailable')}
        </Alert>
      )}
    </Stack>
  );
}

/** Every field of the student profile (spec section 3); saved with PUT /users/student. */
export function StudentTab({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const update = useUpdateStudentProfile();
  const form = useForm<StudentFormValues, unknown, StudentProfileBody>({
    resolver: studentResolver,
    defaultValues: toFormValues(user.student),
  });
  const errors = form.formState.errors;
  const server = useServerErrors(form.setError, studentFormFields);
  const hasDisability = form.watch('hasDisability');
  const submit = form.handleSubmit((values) => {
    server.clear();
    update.mutate(values, { onSuccess: (saved) => form.reset(toFormValues(saved.student)), onError: server.handle });
  });
  const text = (field: (typeof studentTextFields)[number]) => (
    <TextInput key={field} label={t(`student.${field}`)} {...form.register(field)} error={fieldError(errors[field])} />
  );

  return (
    <Card withBorder component="form" onSubmit={submit} noValidate aria-labelledby="student-title">
      <Stack>
        <Title order={2} size="h4" id="student-title">
          {t('student.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('otherName')}
          <Controller
            control={form.control}
            name="sex"
            render={({ field, fieldState }) => (
              <Select
                label={t('student.sex')}
                data={sexes.map((sex) => ({ value: sex, label: t(`student.sexes.${sex}`) }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(fieldState.error)}
                clearable
              />
            )}
          />
          <TextInput
            label={t('student.birthDate')}
            type="date"
            {...form.register('birthDate')}
            error={fieldError(errors.birthDate)}
          />
          {text('birthPlace')}
          {text('countryOfBirth')}
          {text('regionOfBirth')}
          {text('nationality')}
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('student.residence')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('country')}
          {text('region')}
          {text('district')}
          {text('town')}
          {text('neighborhood')}
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('student.contacts')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {studentPhoneFields.map((field) => (
            <TextInput
              key={field}
              label={t(`student.${field}`)}
              type="tel"
              autoComplete={field === 'mobileNumber' ? 'tel' : 'off'}
              {...form.register(field)}
              error={fieldError(errors[field])}
            />
          ))}
          {text('familyContact')}
          {text('otherFamilyContact')}
        </SimpleGrid>
        <Checkbox label={t('student.hasDisability')} {...form.register('hasDisability')} />
        {hasDisability && (
          <Controller
            control={form.control}
            name="handicapId"
            render={({ field, fieldState }) => (
              <HandicapSelect value={field.value} onChange={field.onChange} error={fieldError(fieldState.error)} />
            )}
          />
        )}
        <SavedNotice show={update.isSuccess && !form.formState.isDirty} message={t('settings.saved')} />
        <FormAlert error={server.formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

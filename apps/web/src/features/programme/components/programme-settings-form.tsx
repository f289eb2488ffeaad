import { Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { type ProgrammeSettings, programmeSettingsSchema } from '@portal/shared/programme';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { LocalizedTextFields } from '@/components/form/localized-text-fields';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { TextListField } from '@/components/form/text-list-field';
import { useApiForm } from '@/components/form/use-api-form';
import { notifySuccess } from '@/lib/notify';
import { useUpdateSettings } from '../api/update-settings';

type NamesName = 'acceptedPlaces' | 'universityNames' | 'biomedicalFaculties';
type NumberName = 'allowanceAmount' | 'historicalSessions' | 'historicalScholarships' | 'historicalValue';

export function ProgrammeSettingsForm({ settings }: { settings: ProgrammeSettings }) {
  const { t } = useTranslation('reference');
  const update = useUpdateSettings();
  const form = useApiForm(programmeSettingsSchema, settings);
  const submit = form.submit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        notifySuccess(t('programme.saved'));
      },
      onError: form.setServerError,
    }),
  );
  const label = (name: string) => t(`programme.fields.${name}`);
  const number = (name: NumberName) => <NumberField form={form} name={name} label={label(name)} required />;

  const names = (name: NamesName) => (
    <TextListField form={form} name={name} label={label(name)} description={t(`programme.hints.${name}`)} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Fieldset legend={t('programme.university')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LocalizedTextFields
              form={form}
              name="universityName"
              legend={label('universityName')}
              required
              variant="unstyled"
            />
            <LocalizedTextFields
              form={form}
              name="universityTown"
              legend={label('universityTown')}
              required
              variant="unstyled"
            />
          </SimpleGrid>
        </Fieldset>
        {(['swissAddress', 'cameroonAddress'] as const).map((address) => (
          <Fieldset key={address} legend={label(address)}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LocalizedTextFields
                form={form}
                name={`${address}.name`}
                legend={label('addressName')}
                required
                variant="unstyled"
              />
              <LocalizedTextFields
                form={form}
                name={`${address}.lines`}
                legend={label('addressLines')}
                required
                multiline
                variant="unstyled"
              />
            </SimpleGrid>
          </Fieldset>
        ))}
        <Fieldset legend={t('programme.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField form={form} name="email" label={label('email')} type="email" required />
            <TextField form={form} name="phone" label={label('phone')} type="tel" required />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('programme.figures')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {number('allowanceAmount')}
            <TextField form={form} name="currency" label={label('currency')} required />
            {number('historicalSessions')}
            {number('historicalScholarships')}
            {number('historicalValue')}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('programme.eligibility')}>
          <Stack>
            {names('acceptedPlaces')}
            {names('universityNames')}
            {names('biomedicalFaculties')}
          </Stack>
        </Fieldset>
        <FormAlert error={form.formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

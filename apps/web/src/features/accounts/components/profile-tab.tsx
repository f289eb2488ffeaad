import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type User, updateUserSchema } from '@portal/shared/accounts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError, zodMessages } from '@/lib/zod-form';
import { useUpdateUser } from '../api/update-user';
import { useServerErrors } from '../hooks/use-server-errors';
import { AvatarUpload } from './avatar-upload';
import { FormAlert } from './form-alert';
import { SavedNotice } from './saved-notice';

const fields = ['firstName', 'lastName'] as const;

export function ProfileTab({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const update = useUpdateUser();
  const form = useForm({
    resolver: zodResolver(updateUserSchema, zodMessages),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const errors = form.formState.errors;
  const server = useServerErrors(form.setError, fields);
  const submit = form.handleSubmit((values) => {
    server.clear();
    update.mutate(values, {
      onSuccess: (saved) => form.reset({ firstName: saved.firstName, lastName: saved.lastName }),
      onError: server.handle,
    });
  });

  return (
    <Stack>
      <AvatarUpload user={user} />
      <Card withBorder component="form" onSubmit={submit} noValidate aria-labelledby="names-title">
        <Stack>
          <Title order={2} size="h4" id="names-title">
            {t('settings.names')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
              {...form.register('firstName')}
              error={fieldError(errors.firstName)}
            />
            <TextInput
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
              {...form.register('lastName')}
              error={fieldError(errors.lastName)}
            />
          </SimpleGrid>
          <SavedNotice show={update.isSuccess && !form.formState.isDirty} message={t('settings.saved')} />
          <FormAlert error={server.formError} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

import { SimpleGrid, Stack } from '@mantine/core';
import { type User, updateUserSchema } from '@portal/shared/accounts';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form/form-card';
import { TextField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { useUpdateUser } from '../api/update-user';
import { AvatarUpload } from './avatar-upload';

export function ProfileTab({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const update = useUpdateUser();
  const form = useApiForm(updateUserSchema, { firstName: user.firstName, lastName: user.lastName });
  const save = (values: { firstName: string; lastName: string }) =>
    update.mutate(values, {
      onSuccess: (saved) => form.reset({ firstName: saved.firstName, lastName: saved.lastName }),
      onError: form.setServerError,
    });

  return (
    <Stack>
      <AvatarUpload user={user} />
      <FormCard
        form={form}
        onSubmit={save}
        title={t('settings.names')}
        submitLabel={t('common:actions.save')}
        pending={update.isPending}
        saved={update.isSuccess && !form.formState.isDirty ? t('settings.saved') : null}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField form={form} name="firstName" label={t('fields.firstName')} autoComplete="given-name" required />
          <TextField form={form} name="lastName" label={t('fields.lastName')} autoComplete="family-name" required />
        </SimpleGrid>
      </FormCard>
    </Stack>
  );
}

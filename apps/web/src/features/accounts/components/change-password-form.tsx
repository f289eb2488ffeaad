import { changePasswordSchema } from '@portal/shared/accounts';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form/form-card';
import { PasswordField } from '@/components/form/password-field';
import { useApiForm } from '@/components/form/use-api-form';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const change = useChangePassword();
  const form = useApiForm(changePasswordSchema, empty);
  const save = (values: typeof empty) =>
    change.mutate(values, { onSuccess: () => form.reset(empty), onError: form.setServerError });

  return (
    <FormCard
      form={form}
      onSubmit={save}
      title={t('security.passwordTitle')}
      submitLabel={t('security.changePassword')}
      pending={change.isPending}
      saved={change.isSuccess ? t('security.passwordChanged') : null}
    >
      <PasswordField
        form={form}
        name="currentPassword"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
      />
      <NewPasswordFields form={form} password="newPassword" label="fields.newPassword" />
    </FormCard>
  );
}

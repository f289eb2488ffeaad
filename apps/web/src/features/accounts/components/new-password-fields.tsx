import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';
import { fieldError } from '@/lib/zod-form';
import { hintProps } from './hint-props';

type Field = { registration: UseFormRegisterReturn; error: FieldError | undefined };

/** A new password and its confirmation, as sign-up, reset and change all ask for them. */
export function NewPasswordFields({
  password,
  confirm,
  label,
}: {
  password: Field;
  confirm: Field;
  label: 'fields.password' | 'fields.newPassword';
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PasswordField
        label={t(label)}
        {...hintProps}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        required
        {...password.registration}
        error={fieldError(password.error)}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        {...confirm.registration}
        error={fieldError(confirm.error)}
      />
    </>
  );
}

import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/form/password-field';
import type { ApiForm } from '@/components/form/use-api-form';
import { hintProps } from './hint-props';

/** A new password and its confirmation, as sign-up, reset and change all ask for them. */
export function NewPasswordFields<V extends FieldValues, O>({
  form,
  password,
  label,
}: {
  form: ApiForm<V, O>;
  /** The new password's field; its confirmation is `confirmPassword`. */
  password: Path<V>;
  label: 'fields.password' | 'fields.newPassword';
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PasswordField
        form={form}
        name={password}
        label={t(label)}
        {...hintProps}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        required
      />
      <PasswordField
        form={form}
        name={'confirmPassword' as Path<V>}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}

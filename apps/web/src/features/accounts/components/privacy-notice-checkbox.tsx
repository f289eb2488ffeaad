import { Anchor, Checkbox } from '@mantine/core';
import { privacyNotice } from '@portal/shared/privacy-notice';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useRegistered } from '@/components/form/field-props';
import { paths } from '@/config/paths';

/**
 * The sign-up form's box accepting the privacy notice: ticked, it sends the version shown (what the account records),
 * unticked nothing, which the API refuses on this field. The notice opens in a new tab, so what was typed stays.
 */
export function PrivacyNoticeCheckbox<V extends FieldValues, O>({ form, name }: FieldProps<V, O>) {
  const { t } = useTranslation('accounts');
  // On the server's page the box is drawn ticked again when the form was posted ticked (decision 523).
  const { defaultValue, ...field } = useRegistered({ form, name });
  return (
    <Checkbox
      {...field}
      value={privacyNotice.version}
      defaultChecked={defaultValue === privacyNotice.version}
      // Mantine marks only text inputs: the page's script and a screen reader find a refused box by this.
      aria-invalid={field.error ? true : undefined}
      required
      label={t('signUp.acceptPrivacy')}
      description={
        <Anchor href={paths.privacy()} target="_blank" rel="noopener" size="sm">
          {t('signUp.readPrivacy')}
        </Anchor>
      }
    />
  );
}

// The signed-out screens load Mantine's styles per component: without this file the inner field of a password input
// shows as a second bordered box on top of the first.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useRegistered } from './field-props';

/**
 * A password input whose show/hide button is reached with the keyboard (Mantine skips it by default) and says, in
 * the reader's language, what pressing it will do.
 */
export function PasswordField<V extends FieldValues, O>({
  form,
  name,
  ...props
}: FieldProps<V, O> & Omit<PasswordInputProps, 'name' | 'form' | 'error'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const field = useRegistered({ form, name });
  return (
    <PasswordInput
      {...props}
      {...field}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': t(visible ? 'password.hide' : 'password.show'),
        // The label already says what happens; a pressed state as well would say it twice.
        'aria-pressed': undefined,
      }}
    />
  );
}

// The signed-out screens load Mantine's styles per component: without this file the inner field of a password input
// shows as a second bordered box on top of the first.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useRegistered } from './field-props';

const iconSize = { width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' };

/**
 * Both eyes, the one that does not apply hidden: the server-rendered sign-in pages (decision 523) have no React
 * to draw the other, so their script swaps the two, the button's name and the input's type.
 */
function VisibilityIcon({ reveal }: { reveal: boolean }) {
  return (
    <>
      <IconEye style={iconSize} aria-hidden data-password-icon="show" display={reveal ? 'none' : undefined} />
      <IconEyeOff style={iconSize} aria-hidden data-password-icon="hide" display={reveal ? undefined : 'none'} />
    </>
  );
}

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
      visibilityToggleIcon={VisibilityIcon}
      visibilityToggleButtonProps={{
        'aria-label': t(visible ? 'password.hide' : 'password.show'),
        // The label already says what happens; a pressed state as well would say it twice.
        'aria-pressed': undefined,
        'data-label-show': t('password.show'),
        'data-label-hide': t('password.hide'),
      }}
    />
  );
}

// The signed-out screens load Mantine's styles per component: without this file the inner field of a password input
// shows as a second bordered box on top of the first.
import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide button is reached with the keyboard (Mantine skips it by default) and says, in
 * the reader's language, what pressing it will do.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      ref={ref}
      {...props}
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
});

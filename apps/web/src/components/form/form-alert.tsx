import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The error of a form that belongs to no field (`form.formError`), with anything the screen adds below it. */
export function FormAlert({ error, children }: { error: Error | null; children?: ReactNode }) {
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {error.message}
      {children}
    </Alert>
  );
}

import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerRendered } from '@/lib/server-rendered';

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

/**
 * Where a server-rendered form (sign-in, sign-up: decision 523) shows that a post found no network: its script
 * puts this notice in place, in the reader's language, and keeps what was typed.
 */
export function OfflineAlertTemplate() {
  const { t } = useTranslation('errors');
  if (!useServerRendered()) return null;
  return (
    <template data-offline-alert>
      <FormAlert error={new Error(t('offline'))} />
    </template>
  );
}

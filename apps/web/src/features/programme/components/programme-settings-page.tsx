import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../api/get-settings';
import { PlaceholderContactNotice } from './placeholder-contact-notice';
import { ProgrammeSettingsForm } from './programme-settings-form';

/** /configurations/programme: university, contact details, allowance and historical figures. */
export function ProgrammeSettingsPage() {
  const { t } = useTranslation('reference');
  const settings = useSettings();
  return (
    <Stack maw={820}>
      <Title order={1}>{t('programme.title')}</Title>
      <PlaceholderContactNotice />
      {settings.isError ? <Alert color="red">{settings.error.message}</Alert> : null}
      {settings.isPending ? <Skeleton h={400} /> : null}
      {settings.data ? <ProgrammeSettingsForm settings={settings.data} /> : null}
    </Stack>
  );
}

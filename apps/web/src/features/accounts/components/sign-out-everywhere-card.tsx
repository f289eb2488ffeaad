import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignOutEverywhereDialog } from '@/components/sign-out-everywhere-dialog';

/** Ends every sign-in of the account (a lost phone, a shared computer), after a confirmation. */
export function SignOutEverywhereCard() {
  const { t } = useTranslation('accounts');
  const [confirming, setConfirming] = useState(false);
  return (
    <Card withBorder component="section" aria-labelledby="devices-title">
      <Stack>
        <Title order={2} size="h4" id="devices-title">
          {t('security.devicesTitle')}
        </Title>
        <Text size="sm">{t('security.devicesText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(true)}>
            {t('security.signOutEverywhere')}
          </Button>
        </Group>
      </Stack>
      <SignOutEverywhereDialog opened={confirming} onClose={() => setConfirming(false)} />
    </Card>
  );
}

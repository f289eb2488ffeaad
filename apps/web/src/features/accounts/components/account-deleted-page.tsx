import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPageTitle } from './auth-page-title';

/** Where deleting one's account ends: it is gone, with the way home and the way to start again. */
export function AccountDeletedPage() {
  const { t } = useTranslation('accounts');
  return (
    <Stack>
      <IconCircleCheck size={40} color="var(--mantine-color-green-filled)" aria-hidden />
      <AuthPageTitle title={t('deleted.title')} />
      <Text>{t('deleted.personalData')}</Text>
      <Text>{t('deleted.applications')}</Text>
      <Group>
        <Button component={Link} to={paths.home()}>
          {t('common:actions.goHome')}
        </Button>
        <Button component={Link} to={paths.signUp()} variant="default">
          {t('deleted.signUp')}
        </Button>
      </Group>
    </Stack>
  );
}

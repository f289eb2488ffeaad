import { Alert, Button, Group, Text } from '@mantine/core';
import { missingProfileFields } from '@portal/shared/profile-rules';
import { IconUserExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMe } from '@/features/accounts/public';

/** Says which required details of the student's profile are still empty, with the way to fill them in. */
export function ProfileNotice() {
  const { t, i18n } = useTranslation('dashboard');
  const me = useMe().data;
  if (!me) return null;
  const missing = missingProfileFields(me.student);
  if (missing.length === 0) return null;
  const fields = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    missing.map((field) => t(`profile.fields.${field}`)),
  );
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('profile.title')}
      icon={<IconUserExclamation size={20} aria-hidden />}
      data-testid="profile-notice"
    >
      <Text size="sm">{t('profile.text', { fields })}</Text>
      <Group mt="sm">
        <Button component={Link} to={paths.accountSettingsTab({ tab: 'student' })}>
          {t('profile.action')}
        </Button>
      </Group>
    </Alert>
  );
}

import { Alert, Avatar, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailAddress } from '@/components/email-address';
import { paths } from '@/config/paths';
import { useAvatarSrc } from '@/hooks/use-avatar-src';
import { useMe } from '../api/get-me';
import { StudentProfileDetails } from './student-profile-details';

/** /account/profile: what the portal knows about me, read-only, with a link to settings. */
export function AccountProfilePage() {
  const { t } = useTranslation(['accounts', 'student']);
  const me = useMe();
  const avatar = useAvatarSrc(me.data?.avatar);
  if (me.isPending) return <Loader aria-label={t('common:actions.loading')} />;
  if (me.isError)
    return (
      <Alert color="red" role="alert">
        {me.error.message}
      </Alert>
    );
  const user = me.data;
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Stack maw={760}>
      <Title order={1}>{t('profile.title')}</Title>
      <Card withBorder>
        <Group wrap="wrap">
          <Avatar src={avatar} alt="" size={80} radius={80} color="initials" name={name} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h3">
              {name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
              @{user.username} · <EmailAddress value={user.email} />
            </Text>
            <Group gap={6}>
              <Badge variant="light">{t(`common:roles.${user.role}`)}</Badge>
            </Group>
          </Stack>
        </Group>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('student:title')}
        </Title>
        {user.student ? <StudentProfileDetails student={user.student} /> : <Text size="sm">{t('student:none')}</Text>}
      </Card>
      <Group>
        <Button component={Link} to={paths.accountSettingsTab({ tab: 'profile' })}>
          {t('profile.edit')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Alert, Avatar, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { Detail } from '@/components/detail';
import { EmailAddress } from '@/components/email-address';
import { paths } from '@/config/paths';
import { StudentProfileDetails } from '@/features/accounts/public';
import { DataDownloadCard } from '@/features/personal-data/public';
import { TwoFactorResetCard } from '@/features/two-factor/public';
import { useAvatarSrc } from '@/hooks/use-avatar-src';
import { useBackTo } from '@/hooks/use-back-to';
import { useFormatDate } from '@/hooks/use-format-date';
import { useUser } from '../api/get-user';
import { UserActions } from './user-actions';
import { UserBadges } from './user-badges';

/**
 * /users/:id: the person (avatar, account, student information), everything held about them to download for someone
 * who asks by letter, and what an administrator may do.
 */
export function UserDetailPage() {
  const { t } = useTranslation(['users', 'student']);
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const backTo = useBackTo(paths.users());
  const user = useUser(id);
  const avatar = useAvatarSrc(user.data?.avatar);
  const formatDate = useFormatDate();
  const data = user.data;
  const name = data ? `${data.firstName} ${data.lastName}`.trim() || data.username : '';

  return (
    <Stack maw={960}>
      <Group>
        <BackButton fallback={paths.users()} />
      </Group>
      {user.isPending && <Loader aria-label={t('list.loading')} />}
      {user.isError && (
        <Alert color="red" role="alert">
          {user.error.message}
        </Alert>
      )}
      {data && (
        <>
          <Group wrap="nowrap" align="center">
            <Avatar
              src={avatar}
              alt={t('detail.avatarOf', { name })}
              size={72}
              radius={72}
              color="initials"
              name={name}
            />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} style={{ overflowWrap: 'break-word' }}>
                {name}
              </Title>
              <UserBadges user={data} />
            </Stack>
          </Group>
          <Card withBorder component="section" aria-labelledby="user-account">
            <Title order={2} size="h4" mb="sm" id="user-account">
              {t('detail.account')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" m={0}>
              <Detail label={t('fields.username')} value={data.username} />
              <Detail label={t('fields.email')} value={<EmailAddress value={data.email} />} />
              <Detail
                label={t('fields.language')}
                value={t(`common:languageNames.${data.locale}`, { defaultValue: data.locale })}
              />
              <Detail label={t('fields.created')} value={formatDate.dateTime(data.created)} />
              <Detail label={t('fields.modified')} value={formatDate.dateTime(data.modified)} />
            </SimpleGrid>
          </Card>
          <Card withBorder component="section" aria-labelledby="user-student">
            <Title order={2} size="h4" mb="sm" id="user-student">
              {t('student:title')}
            </Title>
            {data.student ? (
              <StudentProfileDetails student={data.student} />
            ) : (
              <Text size="sm">{t('student:none')}</Text>
            )}
          </Card>
          {(data.role !== 'STUDENT' || data.twoFactor.enabled) && <TwoFactorResetCard user={data} name={name} />}
          <DataDownloadCard whose={data.id} name={name} />
          <UserActions user={data} variant="buttons" onDeleted={() => navigate(backTo, { replace: true })} />
        </>
      )}
    </Stack>
  );
}

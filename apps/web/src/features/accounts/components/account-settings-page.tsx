import { Alert, Loader, Stack, Tabs, Title } from '@mantine/core';
import { IconDatabase, IconLock, IconSchool, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { DataDownloadCard } from '@/features/personal-data/public';
import { useMe } from '../api/get-me';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import { StudentTab } from './student-tab';

const tabs = ['profile', 'security', 'student', 'data'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | undefined): value is Tab => tabs.includes(value as Tab);

/**
 * /account/settings/:tab — profile (avatar, names), security (e-mail, password, deletion), student information, and
 * the person's data (everything the portal holds about them, to download).
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('accounts');
  const { tab } = useParams();
  const navigate = useNavigate();
  const me = useMe();
  if (!isTab(tab)) return <Navigate to={paths.accountSettingsTab({ tab: 'profile' })} replace />;

  return (
    <Stack maw={760}>
      <Title order={1}>{t('settings.title')}</Title>
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(paths.accountSettingsTab({ tab: next }))}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden />}>
            {t('settings.tabs.profile')}
          </Tabs.Tab>
          <Tabs.Tab value="security" leftSection={<IconLock size={16} aria-hidden />}>
            {t('settings.tabs.security')}
          </Tabs.Tab>
          <Tabs.Tab value="student" leftSection={<IconSchool size={16} aria-hidden />}>
            {t('settings.tabs.student')}
          </Tabs.Tab>
          <Tabs.Tab value="data" leftSection={<IconDatabase size={16} aria-hidden />}>
            {t('personal-data:tab')}
          </Tabs.Tab>
        </Tabs.List>
        <Stack pt="md">
          {me.isPending && <Loader aria-label={t('common:actions.loading')} />}
          {me.isError && (
            <Alert color="red" role="alert">
              {me.error.message}
            </Alert>
          )}
          {me.data && (
            <>
              <Tabs.Panel value="profile">
                <ProfileTab user={me.data} />
              </Tabs.Panel>
              <Tabs.Panel value="security">
                <SecurityTab user={me.data} />
              </Tabs.Panel>
              <Tabs.Panel value="student">
                <StudentTab user={me.data} />
              </Tabs.Panel>
              <Tabs.Panel value="data">
                <DataDownloadCard whose="me" />
              </Tabs.Panel>
            </>
          )}
        </Stack>
      </Tabs>
    </Stack>
  );
}

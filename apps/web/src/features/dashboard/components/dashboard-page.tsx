import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isStaff } from '@portal/shared/enums';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-store';
import { StudentDashboard } from './student-dashboard';

// Its own chunk: a student never downloads the administrators' figures.
const AdminDashboard = lazy(() => import('./admin-dashboard').then((m) => ({ default: m.AdminDashboard })));

/** /dashboard: where everyone lands after signing in; students and staff (administrators, evaluators) see different things. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useAuth().user;
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          {user ? <Text c="dimmed">{t('greeting', { name: user.firstName })}</Text> : null}
        </Stack>
        {isStaff(user?.role) ? (
          <Suspense fallback={<Skeleton height={200} radius="md" />}>
            <AdminDashboard />
          </Suspense>
        ) : (
          <StudentDashboard />
        )}
      </Stack>
    </Container>
  );
}

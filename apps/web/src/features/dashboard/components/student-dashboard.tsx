import { Stack } from '@mantine/core';
import { AcceptanceSection } from '@/features/acceptance/public';
import { useCurrentApplication } from '@/features/applications/public';
import { CurrentApplicationSection } from './current-application-section';
import { DashboardShortcuts } from './dashboard-shortcuts';
import { GeneralStatistics } from './general-statistics';
import { ProfileNotice } from './profile-notice';
import { RecentApplications } from './recent-applications';

/**
 * A student's dashboard: what to do next first (profile, application), the decisions on the latest applications,
 * then shortcuts and the programme's figures. Without an application to the current session (none open, or the one
 * applied to has closed) the decisions come before the session's state: they are what the applicant comes for.
 */
export function StudentDashboard() {
  const current = useCurrentApplication();
  const currentId = current.data?.id ?? null;
  const recent = <RecentApplications currentId={currentId} />;
  return (
    <Stack gap="lg">
      <ProfileNotice />
      <AcceptanceSection />
      {currentId === null && current.isSuccess ? recent : null}
      <CurrentApplicationSection />
      {currentId !== null ? recent : null}
      <DashboardShortcuts />
      <GeneralStatistics />
    </Stack>
  );
}

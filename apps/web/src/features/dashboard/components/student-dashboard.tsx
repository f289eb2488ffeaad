import { Stack } from '@mantine/core';
import { CurrentApplicationSection } from './current-application-section';
import { DashboardShortcuts } from './dashboard-shortcuts';
import { GeneralStatistics } from './general-statistics';
import { ProfileNotice } from './profile-notice';

/** A student's dashboard: what to do next first (profile, application), then shortcuts and the programme's figures. */
export function StudentDashboard() {
  return (
    <Stack gap="lg">
      <ProfileNotice />
      <CurrentApplicationSection />
      <DashboardShortcuts />
      <GeneralStatistics />
    </Stack>
  );
}

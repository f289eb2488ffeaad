import { Skeleton, Stack } from '@mantine/core';
import { Suspense, useDeferredValue } from 'react';
import { AcceptanceSection } from '@/features/acceptance/public';
import { useMe } from '@/features/accounts/public';
import { useCurrentApplication, useMyApplications } from '@/features/applications/public';
import { InterviewSection } from '@/features/interviews/public';
import { ProgrammeStatistics } from '@/features/landing/public';
import { useCurrentSession } from '@/features/sessions/public';
import { CurrentApplicationSection } from './current-application-section';
import { DashboardShortcuts } from './dashboard-shortcuts';
import { ProfileNotice } from './profile-notice';
import { RecentApplications } from './recent-applications';

/**
 * A student's dashboard: what to do next first (profile, a place to answer, the interview, application), the
 * decisions on the latest applications, then shortcuts and the programme's figures. Without an application to the
 * current session (none open, or the one applied to has closed) the decisions come before the session's state: they
 * are what the applicant comes for.
 */
export function StudentDashboard() {
  const current = useCurrentApplication();
  const shaping = [current, useCurrentSession(), useMyApplications(), useMe()];
  // The sections above the figures depend on these reads (and a place offered, on its card's code): until they
  // have all arrived one block holds their place, and they appear together, so nothing the reader has started to
  // read moves down under them.
  const waiting = <Skeleton height={320} radius="md" />;
  // Drawn as a deferred update: the reads' answers arrive as urgent updates, which React draws in one go; the
  // sections are many, and in one go a slow phone's processor would not answer a tap for a good part of a second.
  // Deferred, React draws them in slices and answers in between.
  const arrived = useDeferredValue(shaping.every((read) => !read.isPending));
  if (!arrived) return waiting;
  const currentId = current.data?.id ?? null;
  const recent = <RecentApplications currentId={currentId} />;
  return (
    <Suspense fallback={waiting}>
      <Stack gap="lg">
        <ProfileNotice />
        <AcceptanceSection />
        <InterviewSection />
        {currentId === null && current.isSuccess ? recent : null}
        <CurrentApplicationSection />
        {currentId !== null ? recent : null}
        <DashboardShortcuts />
        <ProgrammeStatistics titleId="dashboard-statistics" titleSize="h3" />
      </Stack>
    </Suspense>
  );
}

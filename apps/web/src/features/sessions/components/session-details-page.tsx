import { Alert, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { appRoutes } from '@portal/shared/app-routes';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatch, useNavigate, useParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { SessionInterviews } from '@/features/interviews/public';
import { SessionPanel } from '@/features/panel/public';
import { useBackTo } from '@/hooks/use-back-to';
import { useStaffRole } from '@/hooks/use-staff-role';
import { useSession } from '../api/get-session';
import { useSessionDialogs } from '../hooks/use-session-dialogs';
import { SessionActions } from './session-actions';
import { SessionDeleteModal } from './session-delete-modal';
import { SessionFormModal } from './session-form-modal';
import { SessionOverview } from './session-overview';
import { SessionRatings } from './session-ratings';
import { SessionStatistics } from './session-statistics';
import { SessionStatusModal } from './session-status-modal';

/** Each tab is a route of its own. */
const sessionTabs: Record<string, (params: { id: number }) => string> = {
  overview: paths.session,
  candidates: paths.sessionCandidates,
  statistics: paths.sessionStatistics,
  ratings: paths.sessionRatings,
  panel: paths.sessionPanel,
  interviews: paths.sessionInterviews,
};

/**
 * /sessions/:id, /sessions/:id/overview and /sessions/details/:id show the overview; /sessions/:id/statistics the
 * statistics; /sessions/:id/ratings the applicants' ratings of the portal; /sessions/:id/panel the interview rubric,
 * the panels and the evaluators' severity; /sessions/:id/interviews the interview times. Each tab is its own
 * address, so a tab can be linked to and Back returns to it; the candidates tab leads to its own route (review
 * work). An evaluator reads it without the session's actions and the ratings tab, and the interview times without
 * adding or deleting one.
 */
export function SessionDetailsPage() {
  const { t } = useTranslation('sessions');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useSession(id);
  const dialogs = useSessionDialogs();
  const { administrator } = useStaffRole();
  const [deleted, setDeleted] = useState(false);
  const backTo = useBackTo(paths.sessions());
  // The other tabs keep `backTo`, so Back still returns to the list as it was.
  const { search } = useLocation();
  const session = query.data;
  const onStatistics = useMatch(appRoutes.sessionStatistics);
  const onPanel = useMatch(appRoutes.sessionPanel);
  const onInterviews = useMatch(appRoutes.sessionInterviews);
  const tab = useMatch(appRoutes.sessionRatings)
    ? 'ratings'
    : onStatistics
      ? 'statistics'
      : onPanel
        ? 'panel'
        : onInterviews
          ? 'interviews'
          : 'overview';
  const openTab = (next: string | null) => {
    if (!session || !next || next === tab) return;
    const open = sessionTabs[next];
    if (open) navigate(`${open({ id: session.id })}${search}`);
  };

  return (
    <Stack>
      <Group>
        <BackButton fallback={paths.sessions()} />
      </Group>
      {query.isPending && !deleted && <Skeleton height={200} />}
      {query.isError && <Alert color="red">{query.error.message}</Alert>}
      {session && (
        <>
          <Group justify="space-between" wrap="wrap">
            <Title order={1}>{session.name}</Title>
            {administrator ? <SessionActions session={session} {...dialogs} showView={false} /> : null}
          </Group>
          <Tabs value={tab} onChange={openTab} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="overview">{t('details.tabs.overview')}</Tabs.Tab>
              <Tabs.Tab value="candidates">{t('details.tabs.candidates')}</Tabs.Tab>
              <Tabs.Tab value="statistics">{t('details.tabs.statistics')}</Tabs.Tab>
              {administrator ? <Tabs.Tab value="ratings">{t('details.tabs.ratings')}</Tabs.Tab> : null}
              <Tabs.Tab value="panel">{t('details.tabs.panel')}</Tabs.Tab>
              <Tabs.Tab value="interviews">{t('details.tabs.interviews')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="md">
              <SessionOverview session={session} />
            </Tabs.Panel>
            <Tabs.Panel value="statistics" pt="md">
              <SessionStatistics session={session} />
            </Tabs.Panel>
            <Tabs.Panel value="ratings" pt="md">
              <SessionRatings sessionId={session.id} />
            </Tabs.Panel>
            <Tabs.Panel value="panel" pt="md">
              <Suspense fallback={<PageLoader />}>
                <SessionPanel session={session} />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="interviews" pt="md">
              <Suspense fallback={<PageLoader />}>
                <SessionInterviews session={session} />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
          <SessionFormModal
            opened={dialogs.form !== null}
            session={dialogs.form?.session}
            onClose={dialogs.closeForm}
          />
          <SessionStatusModal session={dialogs.status} onClose={dialogs.closeStatus} />
          <SessionDeleteModal
            session={dialogs.removal}
            onClose={dialogs.closeRemoval}
            onDeleted={() => {
              setDeleted(true);
              navigate(backTo, { replace: true });
            }}
          />
        </>
      )}
    </Stack>
  );
}

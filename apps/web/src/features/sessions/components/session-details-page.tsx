import { Alert, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { paths } from '@/config/paths';
import { useBackTo } from '@/hooks/use-back-to';
import { useSession } from '../api/get-session';
import { useSessionDialogs } from '../hooks/use-session-dialogs';
import { SessionActions } from './session-actions';
import { SessionDeleteModal } from './session-delete-modal';
import { SessionFormModal } from './session-form-modal';
import { SessionOverview } from './session-overview';
import { SessionStatusModal } from './session-status-modal';

/** The tabs beyond the overview, each a route of its own. */
const sessionTabs: Record<string, (params: { id: number }) => string> = {
  candidates: paths.sessionCandidates,
  statistics: paths.sessionStatistics,
};

/**
 * /sessions/:id, /sessions/:id/overview and /sessions/details/:id. The candidates and statistics tabs lead to
 * their own routes.
 */
export function SessionDetailsPage() {
  const { t } = useTranslation('sessions');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useSession(id);
  const dialogs = useSessionDialogs();
  const [deleted, setDeleted] = useState(false);
  const backTo = useBackTo(paths.sessions());
  // The other tabs keep `backTo`, so Back still returns to the list as it was.
  const { search } = useLocation();
  const session = query.data;

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
            <SessionActions session={session} {...dialogs} showView={false} />
          </Group>
          <Tabs
            value="overview"
            onChange={(tab) => {
              const open = tab ? sessionTabs[tab] : undefined;
              if (open) navigate(`${open({ id: session.id })}${search}`);
            }}
          >
            <Tabs.List>
              <Tabs.Tab value="overview">{t('details.tabs.overview')}</Tabs.Tab>
              <Tabs.Tab value="candidates">{t('details.tabs.candidates')}</Tabs.Tab>
              <Tabs.Tab value="statistics">{t('details.tabs.statistics')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="md">
              <SessionOverview session={session} />
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

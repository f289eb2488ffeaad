import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { canWithdraw } from '@portal/shared/acceptance-rules';
import type { CandidateSummary } from '@portal/shared/review';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { ListControls, ListFilter, ListSearch, ListSort } from '@/components/list/list-controls';
import { PagedTable } from '@/components/list/paged-table';
import { useListParams } from '@/components/list/use-list-params';
import { paths } from '@/config/paths';
import { WithdrawalDialog } from '@/features/evaluation/public';
import { useSession } from '@/features/sessions/public';
import { useFormatDate } from '@/hooks/use-format-date';
import { useReviewCatalog } from '@/hooks/use-review-catalog';
import { useStaffRole } from '@/hooks/use-staff-role';
import { useNumbers } from '@/lib/numbers';
import { useCandidates } from '../api/get-candidates';
import { candidatesList, sessionCandidatesQuery } from '../candidates-list';
import { candidateColumns, candidateName } from './candidate-columns';
import { PreselectionAction } from './preselection-action';
import { ReviewActions } from './review-actions';

// The places of a closed session: a chunk of its own, loaded only for a closed session (as the withdrawal's dialog).
const SessionPlaces = lazy(() => import('@/features/acceptance/public').then((m) => ({ default: m.SessionPlaces })));

/**
 * /sessions/:id/candidates: a session's applications to review, filtered; administrators also check, score, export,
 * preselect and withdraw (evaluators read the list, without the applications they declared a conflict with). Once
 * the session is published (closed) nothing is checked or scored any more; a place may only be withdrawn.
 */
export function CandidatesPage() {
  const { t } = useTranslation('candidates');
  const sessionId = Number(useParams().id);
  const session = useSession(sessionId);
  const { administrator } = useStaffRole();
  const list = useListParams(candidatesList);
  const query = sessionCandidatesQuery(sessionId, list.query);
  const candidates = useCandidates(query);
  useReviewCatalog();
  const { dateTime } = useFormatDate();
  const numbers = useNumbers();
  const option = (filter: string) => (value: string) => t(`${filter}.${value}`);
  const filtered = Boolean(list.search || Object.values(list.filters).some(Boolean));
  const published = session.data?.status === 'CLOSED';
  const [withdrawing, setWithdrawing] = useState<CandidateSummary | null>(null);
  const withdrawAction = (candidate: CandidateSummary) =>
    administrator && published && candidate.acceptanceState && canWithdraw(candidate.acceptanceState) ? (
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        onClick={() => setWithdrawing(candidate)}
        aria-label={t('actions.withdrawNamed', { name: candidateName(candidate, t) })}
      >
        {t('actions.withdraw')}
      </Button>
    ) : null;
  // The place's withdrawal under its state, in the status column: no column of its own, so the table fits 1280 px.
  const columns = candidateColumns(
    t,
    { dateTime, score: (value) => numbers.format(value, 'score'), count: (value) => numbers.format(value) },
    list.here,
    withdrawAction,
  );

  return (
    <Stack>
      <Group>
        <BackButton fallback={paths.sessionOverview({ id: sessionId })} />
      </Group>
      {session.isPending ? (
        <Skeleton height={36} maw={420} />
      ) : (
        <Title order={1}>{session.data ? t('titleOf', { session: session.data.name }) : t('title')}</Title>
      )}
      {administrator ? <ReviewActions sessionId={sessionId} exportQuery={query} published={published} /> : null}
      {session.data ? <PreselectionAction session={session.data} /> : null}
      {administrator && session.data?.status === 'CLOSED' ? (
        <Suspense fallback={<Skeleton height={120} />}>
          <SessionPlaces
            sessionId={sessionId}
            resultsHidden={session.data.resultsHidden}
            acceptanceDays={session.data.acceptanceDays}
          />
        </Suspense>
      ) : null}
      <ListControls>
        <ListSearch list={list} label={t('search')} />
        <ListFilter
          list={list}
          name="eligibility"
          label={t('filters.eligibility')}
          optionLabel={option('eligibility')}
        />
        <ListFilter list={list} name="submission" label={t('filters.submission')} optionLabel={option('submission')} />
        <ListFilter list={list} name="type" label={t('filters.type')} optionLabel={option('type')} />
        <ListFilter
          list={list}
          name="preselection"
          label={t('filters.preselection')}
          optionLabel={option('preselection')}
        />
        <ListSort list={list} label={t('sort')} optionLabel={(key) => t(`sorts.${key}`)} />
      </ListControls>
      <PagedTable
        label={t('title')}
        list={list}
        query={candidates}
        columns={columns}
        rowKey={(candidate) => candidate.id}
        count={(count) => t('caption', { count })}
        empty={t('empty')}
        filtered={filtered}
      />
      {withdrawing ? (
        <Suspense fallback={null}>
          <WithdrawalDialog
            applicationId={withdrawing.id}
            candidateName={candidateName(withdrawing, t)}
            opened
            onClose={() => setWithdrawing(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

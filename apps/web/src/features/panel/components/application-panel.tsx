import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ApplicationRead } from '@portal/shared/applications';
import { useTranslation } from 'react-i18next';
import { Detail } from '@/components/detail';
import { QueryGate } from '@/components/query-gate';
import { useApplication } from '@/features/applications/public';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth-store';
import { useNumbers } from '@/lib/numbers';
import { useEvaluations } from '../api/get-evaluations';
import { useRubric } from '../api/get-rubric';
import { InterviewOutcome } from './interview-outcome';
import { InterviewStateBadge } from './panel-badges';
import { PanelEvaluations } from './panel-evaluations';
import { SlotTime } from './slot-time';

/**
 * The panel's part of an application as staff read it: the interview (state and slot), the selection's figures, and
 * the evaluations as the API gives them to the reader (an administrator sees every submitted one; a member of the
 * panel the others' only once their own is submitted). Administrators record whether the interview took place.
 */
export function ApplicationPanel({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('panel');
  // The file's read, which the application's screen holds already: no second request.
  const application = useApplication(applicationId);
  return (
    <QueryGate query={application} retryLabel={t('retry')}>
      {(read) => <PanelOfApplication application={read} />}
    </QueryGate>
  );
}

function PanelOfApplication({ application }: { application: ApplicationRead }) {
  const { t } = useTranslation('panel');
  const numbers = useNumbers();
  const administrator = useAuth().user?.role === 'ADMIN';
  const interview = application.interview ?? null;
  const score = (value: number | null | undefined) =>
    value == null ? t('application.none') : numbers.format(value, 'score');
  const finalRank = application.finalRank == null ? t('application.none') : numbers.format(application.finalRank);
  const interviewed = application.preselected || interview !== null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="application-panel-title">
      <Title order={2} size="h4" id="application-panel-title">
        {t('application.title')}
      </Title>
      {interviewed ? (
        <>
          <Group gap={6}>
            <Text size="sm">{t('application.interview')}</Text>
            <InterviewStateBadge state={interview?.state ?? null} />
          </Group>
          {interview?.slot ? <SlotTime slot={interview.slot} /> : <Text size="sm">{t('mine.noSlot')}</Text>}
          {administrator && interview ? (
            <InterviewOutcome applicationId={application.id} state={interview.state} />
          ) : null}
        </>
      ) : (
        <Text size="sm">{t('application.notPreselected')}</Text>
      )}
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} m={0}>
        {interviewed ? (
          <>
            <Detail label={t('application.panelScore')} value={score(application.panelScore)} />
            <Detail label={t('application.correctedPanelScore')} value={score(application.correctedPanelScore)} />
          </>
        ) : null}
        <Detail label={t('application.finalScore')} value={score(application.finalScore)} />
        <Detail label={t('application.finalRank')} value={finalRank} />
      </SimpleGrid>
      {/* Only a preselected application has a panel: the others ask nothing more of the server. */}
      {interviewed ? <Evaluations applicationId={application.id} sessionId={application.sessionId} /> : null}
    </Stack>
  );
}

function Evaluations({ applicationId, sessionId }: { applicationId: number; sessionId: number }) {
  const { t } = useTranslation('panel');
  const userId = useAuth().user?.id;
  const rubric = useRubric(sessionId);
  const evaluations = useEvaluations(applicationId);
  // Not on this panel (an evaluator reading the file): the API answers 404, and there is nothing of theirs to show.
  if (evaluations.error instanceof ApiError && evaluations.error.status === 404)
    return <Text size="sm">{t('application.notOnPanel')}</Text>;
  return (
    <QueryGate query={rubric} errorTitle={t('rubric.loadFailed')} retryLabel={t('retry')}>
      {(loadedRubric) => (
        <QueryGate query={evaluations} errorTitle={t('evaluations.loadFailed')} retryLabel={t('retry')}>
          {(list) =>
            list.length === 0 ? (
              <Alert color="gray">{t('application.noPanel')}</Alert>
            ) : (
              <PanelEvaluations
                evaluations={list}
                rubric={loadedRubric}
                ownId={list.find((evaluation) => evaluation.evaluatorId === userId)?.id}
              />
            )
          }
        </QueryGate>
      )}
    </QueryGate>
  );
}

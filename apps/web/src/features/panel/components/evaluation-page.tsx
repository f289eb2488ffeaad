import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ConflictResult, Evaluation, MyInterview, Rubric } from '@portal/shared/selection';
import { IconEye, IconFileText, IconUserExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { QueryGate } from '@/components/query-gate';
import { paths } from '@/config/paths';
import { withBackTo } from '@/hooks/use-back-to';
import { useAuth } from '@/lib/auth-store';
import { notifySuccess } from '@/lib/notify';
import { useEvaluations } from '../api/get-evaluations';
import { useMyInterviews } from '../api/get-my-interviews';
import { useRubric } from '../api/get-rubric';
import { ConflictDialog } from './conflict-dialog';
import { EvaluationForm } from './evaluation-form';
import { InterviewOutcome } from './interview-outcome';
import { PanelEvaluations } from './panel-evaluations';
import { PanelSection } from './panel-section';
import { SeatSummary } from './seat-summary';

/**
 * /interviews/:id (the application's id): one seat of the reader's, during and after the interview: when and where,
 * whether it took place, their evaluation, and once theirs is submitted the panel's; or leaving the panel for a
 * conflict of interest.
 */
export function EvaluationPage() {
  const { t } = useTranslation('panel');
  const applicationId = Number(useParams().id);
  const seats = useMyInterviews();
  return (
    <Stack>
      <Group>
        <BackButton fallback={paths.myInterviews()} />
      </Group>
      <QueryGate query={seats} errorTitle={t('mine.loadFailed')} retryLabel={t('retry')}>
        {(list) => {
          const seat = list.find((item) => item.applicationId === applicationId);
          return seat ? <Seat seat={seat} /> : <NotOnPanel />;
        }}
      </QueryGate>
    </Stack>
  );
}

function NotOnPanel() {
  const { t } = useTranslation('panel');
  return (
    <Alert color="gray" title={t('seat.notOnPanelTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('seat.notOnPanel')}</Text>
        <Anchor component={Link} to={paths.myInterviews()} size="sm">
          {t('mine.title')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function Seat({ seat }: { seat: MyInterview }) {
  const { t } = useTranslation('panel');
  const navigate = useNavigate();
  const [conflict, setConflict] = useState(false);
  const here = paths.interviewEvaluation({ id: seat.applicationId });
  const leave = ({ replaced }: ConflictResult) => {
    notifySuccess(
      `${t('conflict.done', { name: seat.applicantName })} ${t(replaced ? 'conflict.replaced' : 'conflict.notReplaced')}`,
    );
    navigate(paths.myInterviews(), { replace: true });
  };
  return (
    <>
      <Stack gap={4}>
        <Title order={1}>{seat.applicantName}</Title>
        <Text size="sm" c="dimmed">
          {seat.sessionName}
        </Text>
      </Stack>
      <SeatSummary seat={seat} />
      <Group gap="xs">
        <Button
          component={Link}
          to={withBackTo(paths.applicationView({ id: seat.applicationId }), here)}
          variant="default"
          leftSection={<IconFileText size={16} aria-hidden />}
        >
          {t('seat.openFile')}
        </Button>
      </Group>
      <PanelSection id="seat-interview" title={t('seat.interview')}>
        <InterviewOutcome applicationId={seat.applicationId} state={seat.interview?.state ?? null} />
      </PanelSection>
      <PanelSection id="seat-evaluation" title={t('seat.evaluation')}>
        <SeatEvaluation applicationId={seat.applicationId} sessionId={seat.sessionId} />
      </PanelSection>
      <Group>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconUserExclamation size={16} aria-hidden />}
          onClick={() => setConflict(true)}
        >
          {t('conflict.open')}
        </Button>
      </Group>
      <ConflictDialog
        applicationId={seat.applicationId}
        applicantName={seat.applicantName}
        opened={conflict}
        onClose={() => setConflict(false)}
        onDeclared={leave}
      />
    </>
  );
}

/** The reader's own evaluation to fill in; once submitted, the panel's evaluations as the reader may see them. */
function SeatEvaluation({ applicationId, sessionId }: { applicationId: number; sessionId: number }) {
  const { t } = useTranslation('panel');
  const userId = useAuth().user?.id;
  const rubric = useRubric(sessionId);
  const evaluations = useEvaluations(applicationId);
  return (
    <QueryGate query={rubric} errorTitle={t('rubric.loadFailed')} retryLabel={t('retry')}>
      {(loadedRubric) => (
        <QueryGate query={evaluations} errorTitle={t('evaluations.loadFailed')} retryLabel={t('retry')}>
          {(list) => {
            const own = list.find((evaluation) => evaluation.evaluatorId === userId);
            if (!own) return <Text size="sm">{t('seat.notOnPanel')}</Text>;
            return <OwnEvaluation applicationId={applicationId} rubric={loadedRubric} own={own} all={list} />;
          }}
        </QueryGate>
      )}
    </QueryGate>
  );
}

function OwnEvaluation({
  applicationId,
  rubric,
  own,
  all,
}: {
  applicationId: number;
  rubric: Rubric;
  own: Evaluation;
  all: Evaluation[];
}) {
  const { t } = useTranslation('panel');
  if (own.submittedAt) return <PanelEvaluations evaluations={all} rubric={rubric} ownId={own.id} />;
  return (
    <Stack gap="sm">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconEye size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{t('seat.othersHidden')}</Text>
      </Group>
      <EvaluationForm applicationId={applicationId} rubric={rubric} own={own} />
    </Stack>
  );
}

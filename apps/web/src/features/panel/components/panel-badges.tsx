import { Badge } from '@mantine/core';
import type { InterviewState } from '@portal/shared/enums';
import type { OwnEvaluationState } from '@portal/shared/selection';
import { useTranslation } from 'react-i18next';

const interviewColors: Record<InterviewState, string> = {
  INVITED: 'gray',
  BOOKED: 'blue',
  HELD: 'green',
  MISSED: 'orange',
};

/** The interview's state in words (the colour only repeats it). */
export function InterviewStateBadge({ state }: { state: InterviewState | null }) {
  const { t } = useTranslation('panel');
  return (
    <Badge variant="light" color={state ? interviewColors[state] : 'gray'}>
      {t(`interviewState.${state ?? 'NONE'}`)}
    </Badge>
  );
}

const evaluationColors: Record<OwnEvaluationState, string> = { NONE: 'gray', DRAFT: 'cyan', SUBMITTED: 'green' };

/** Where the reader's own evaluation stands: not started, a draft, or submitted. */
export function EvaluationStateBadge({ state }: { state: OwnEvaluationState }) {
  const { t } = useTranslation('panel');
  return (
    <Badge variant="outline" color={evaluationColors[state]}>
      {t(`evaluationState.${state}`)}
    </Badge>
  );
}

import { Group, Text } from '@mantine/core';
import type { MyInterview } from '@portal/shared/selection';
import { useTranslation } from 'react-i18next';
import { EvaluationStateBadge, InterviewStateBadge } from './panel-badges';
import { SlotTime } from './slot-time';

/** Where a seat stands (the interview's state, the reader's evaluation) and when and where the interview is. */
export function SeatSummary({ seat }: { seat: MyInterview }) {
  const { t } = useTranslation('panel');
  return (
    <>
      <Group gap={6}>
        <InterviewStateBadge state={seat.interview?.state ?? null} />
        <EvaluationStateBadge state={seat.evaluation} />
      </Group>
      {seat.interview?.slot ? <SlotTime slot={seat.interview.slot} /> : <Text size="sm">{t('mine.noSlot')}</Text>}
    </>
  );
}

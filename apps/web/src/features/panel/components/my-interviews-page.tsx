import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MyInterview } from '@portal/shared/selection';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryGate } from '@/components/query-gate';
import { paths } from '@/config/paths';
import { readerTimeZone } from '@/lib/zoned-time';
import { useMyInterviews } from '../api/get-my-interviews';
import { groupInterviews, type InterviewGroup, interviewGroups } from '../utils/interview-groups';
import { SeatSummary } from './seat-summary';

/**
 * /interviews: the reader's panel seats, today's interviews first, then those coming, then those done; each with its
 * time (the reader's and Cameroon's), the applicant, the interview's state and where the reader's evaluation stands.
 */
export function MyInterviewsPage() {
  const { t } = useTranslation('panel');
  const query = useMyInterviews();
  return (
    <Stack>
      <Title order={1}>{t('mine.title')}</Title>
      <QueryGate query={query} errorTitle={t('mine.loadFailed')} retryLabel={t('retry')}>
        {(seats) => {
          if (seats.length === 0)
            return (
              <Alert color="gray" icon={<IconCalendarOff size={18} aria-hidden />}>
                {t('mine.none')}
              </Alert>
            );
          const groups = groupInterviews(seats, new Date(), readerTimeZone());
          return interviewGroups.map((group) => <SeatGroup key={group} group={group} seats={groups[group]} />);
        }}
      </QueryGate>
    </Stack>
  );
}

function SeatGroup({ group, seats }: { group: InterviewGroup; seats: MyInterview[] }) {
  const { t } = useTranslation('panel');
  const heading = `interviews-${group}`;
  return (
    <Stack component="section" aria-labelledby={heading} gap="xs">
      <Title order={2} size="h3" id={heading}>
        {t(`mine.groups.${group}`)}
      </Title>
      {seats.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`mine.empty.${group}`)}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {seats.map((seat) => (
            <SeatLine key={seat.applicationId} seat={seat} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function SeatLine({ seat }: { seat: MyInterview }) {
  const { t } = useTranslation('panel');
  const action = seat.evaluation === 'SUBMITTED' ? 'read' : seat.evaluation === 'DRAFT' ? 'continue' : 'evaluate';
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <Stack gap="xs">
        <Stack gap={0}>
          <Text fw={700}>{seat.applicantName}</Text>
          <Text size="xs" c="dimmed">
            {seat.sessionName}
          </Text>
        </Stack>
        <SeatSummary seat={seat} />
        <Group>
          <Button
            component={Link}
            to={paths.interviewEvaluation({ id: seat.applicationId })}
            size="sm"
            variant={action === 'read' ? 'default' : 'filled'}
            aria-label={t(`mine.actionNamed.${action}`, { name: seat.applicantName })}
          >
            {t(`mine.action.${action}`)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

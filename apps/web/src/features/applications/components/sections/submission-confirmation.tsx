import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormatDate } from '@/hooks/use-format-date';
import { useAuth } from '@/lib/auth-store';
import type { SectionProps } from '../section-props';
import { SubmissionSummary } from './submission-problems';

type Props = {
  application: Application;
  sectionPath: SectionProps['sectionPath'];
  /** Submitted a moment ago on this screen: the confirmation takes the focus, so a screen reader says it. */
  justSubmitted: boolean;
};

/** A submitted application: when, where the receipt went, what happens next, and every step as it was sent. */
export function SubmissionConfirmation({ application, sectionPath, justSubmitted }: Props) {
  const { t } = useTranslation('applications');
  const { dateTime } = useFormatDate();
  const email = useAuth().user?.email;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justSubmitted) heading.current?.focus();
  }, [justSubmitted]);
  const owner = useAuth().user?.id === application.userId;
  return (
    <Stack>
      <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />}>
        <Title order={3} size="h4" ref={heading} tabIndex={-1} mb={4}>
          {t('submission.confirmation.title')}
        </Title>
        <Stack gap={4}>
          <Text size="sm">
            {t('submission.submitted', { date: dateTime(application.submittedAt ?? application.modified) })}
          </Text>
          {owner && email && <Text size="sm">{t('submission.confirmation.receipt', { email })}</Text>}
          <Text size="sm">{t('submission.confirmation.next')}</Text>
        </Stack>
      </Alert>
      <section aria-labelledby="sent-title">
        <Title order={3} size="h4" id="sent-title" mb="xs">
          {t('submission.sentTitle')}
        </Title>
        <SubmissionSummary application={application} problems={[]} sectionPath={sectionPath} sent />
      </section>
      {owner && (
        <Group>
          <Button component={Link} to={paths.dashboard()}>
            {t('submission.confirmation.dashboard')}
          </Button>
          <Button component={Link} to={paths.myApplications()} variant="default">
            {t('submission.confirmation.myApplications')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

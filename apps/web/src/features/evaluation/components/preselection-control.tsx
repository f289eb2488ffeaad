import { Button, Group, Text } from '@mantine/core';
import type { ApplicationRead } from '@portal/shared/applications';
import { interviewOver, mayPreselect } from '@portal/shared/preselection-rules';
import type { Session } from '@portal/shared/sessions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreselectedBadge } from '@/components/standing/preselected-badge';
import { useStaffRole } from '@/hooks/use-staff-role';
import { PreselectionDialog } from './preselection-dialog';

type Props = {
  application: Pick<ApplicationRead, 'id' | 'submitted' | 'status' | 'preselected' | 'interview'>;
  session: Pick<Session, 'status' | 'endDate'>;
  candidateName: string;
};

/**
 * Whether the application is on the interview shortlist, and, while the shortlist may change (the submission period
 * over, the decisions not published), the way to add it (a submitted application not rejected) or take it off (its
 * interview not yet held or missed) by hand, with a reason.
 */
export function PreselectionControl({ application, session, candidateName }: Props) {
  const { t } = useTranslation('evaluation');
  const [asked, setAsked] = useState(false);
  const preselected = application.preselected ?? false;
  const over = interviewOver(application.interview?.state ?? null);
  const { administrator } = useStaffRole();
  const changeable =
    administrator &&
    mayPreselect(session) &&
    (preselected ? !over : application.submitted && application.status !== 'REJECTED');
  if (!preselected && !changeable) return null;
  return (
    <Group gap="sm" data-testid="preselection-control">
      {preselected ? <PreselectedBadge /> : <Text size="sm">{t('preselection.notPreselected')}</Text>}
      {changeable ? (
        <Button
          size="compact-sm"
          variant={preselected ? 'subtle' : 'light'}
          color={preselected ? 'red' : undefined}
          onClick={() => setAsked(true)}
        >
          {t(`preselection.${preselected ? 'remove' : 'add'}.action`)}
        </Button>
      ) : null}
      {preselected && over && mayPreselect(session) ? (
        <Text size="sm" c="dimmed">
          {t('preselection.interviewOver')}
        </Text>
      ) : null}
      <PreselectionDialog
        applicationId={application.id}
        candidateName={candidateName}
        preselected={!preselected}
        opened={asked}
        onClose={() => setAsked(false)}
      />
    </Group>
  );
}

import { Alert, Divider, Stack } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import type { Session } from '@portal/shared/sessions';
import { IconFilePencil } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { CommitteeReads } from '@/features/application-reads/public';
import { ApplicationPanel } from '@/features/panel/public';
import { useStaffRole } from '@/hooks/use-staff-role';
import { useScore } from '../api/get-score';
import { AuditTrail } from './audit-trail';
import { BonusPanel } from './bonus-panel';
import { EligibilityVerdict } from './eligibility-verdict';
import { ScoreBreakdown } from './score-breakdown';

type Props = { application: Application; session: Pick<Session, 'status'> };

/**
 * The committee's section of an application: eligibility, score part by part, bonus, the interview panel's part and
 * the trail of changes. A draft is checked and scored like the others (the committee may look early) but plainly
 * marked as one; once the session is published its score no longer changes, so the bonus is only shown (evaluators
 * only ever read it: the bonus is the administrators').
 */
export function AdminScoreSection({ application, session }: Props) {
  const { t } = useTranslation('evaluation');
  const score = useScore(application.id);
  const { administrator } = useStaffRole();
  return (
    <Stack gap="lg">
      {application.submitted ? null : (
        <Alert color="yellow" icon={<IconFilePencil size={18} aria-hidden />} title={t('draft.title')}>
          {t('draft.text')}
        </Alert>
      )}
      <EligibilityVerdict {...application} />
      {score.isPending ? <PageLoader /> : null}
      {score.isError ? (
        <Alert color="red" role="alert" title={t('score.loadFailed')}>
          {score.error.message}
        </Alert>
      ) : null}
      {score.data ? (
        <>
          <ScoreBreakdown score={score.data} />
          <BonusPanel
            applicationId={application.id}
            bonus={score.data.bonus > 0 ? score.data.bonus : null}
            bonusReason={score.data.bonusReason}
            editable={administrator && session.status !== 'CLOSED'}
          />
        </>
      ) : null}
      <Divider />
      <Suspense fallback={<PageLoader />}>
        <ApplicationPanel applicationId={application.id} />
      </Suspense>
      <Divider />
      <AuditTrail applicationId={application.id} />
      {administrator ? (
        <>
          <Divider />
          <Suspense fallback={<PageLoader />}>
            <CommitteeReads applicationId={application.id} />
          </Suspense>
        </>
      ) : null}
    </Stack>
  );
}

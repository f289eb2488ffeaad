import { Alert, Divider, Stack } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { useScore } from '../api/get-score';
import { AuditTrail } from './audit-trail';
import { BonusPanel } from './bonus-panel';
import { EligibilityVerdict } from './eligibility-verdict';
import { ScoreBreakdown } from './score-breakdown';

/** The committee's section of an application: eligibility, score part by part, bonus and the trail of changes. */
export function AdminScoreSection({ application }: { application: Application }) {
  const { t } = useTranslation('evaluation');
  const score = useScore(application.id);
  return (
    <Stack gap="lg">
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
          />
        </>
      ) : null}
      <Divider />
      <AuditTrail applicationId={application.id} />
    </Stack>
  );
}

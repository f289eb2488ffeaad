import { Stack, Text } from '@mantine/core';
import type { Session } from '@portal/shared/sessions';
import { useTranslation } from 'react-i18next';
import { QueryGate } from '@/components/query-gate';
import { useAuth } from '@/lib/auth-store';
import { useRubric } from '../api/get-rubric';
import { FormPanels } from './form-panels';
import { PanelSection } from './panel-section';
import { RubricEditor } from './rubric-editor';
import { SeverityTable } from './severity-table';

/**
 * A session's panel tab: the interview rubric (edited by administrators until an evaluation is submitted), forming
 * the panels, and each evaluator's severity. Evaluators read the rubric only.
 */
export function SessionPanel({ session }: { session: Session }) {
  const { t } = useTranslation('panel');
  const administrator = useAuth().user?.role === 'ADMIN';
  const rubric = useRubric(session.id);
  return (
    <Stack>
      {session.interviewWeight === 0 ? <Text size="sm">{t('session.noInterviews')}</Text> : null}
      <PanelSection id="panel-rubric" title={t('rubric.title')}>
        <QueryGate query={rubric} errorTitle={t('rubric.loadFailed')} retryLabel={t('retry')}>
          {(loaded) => <RubricEditor sessionId={session.id} rubric={loaded} editable={administrator} />}
        </QueryGate>
      </PanelSection>
      {administrator ? (
        <>
          <PanelSection id="panel-run" title={t('panels.title')}>
            <FormPanels sessionId={session.id} panelSize={session.panelSize} />
          </PanelSection>
          <PanelSection id="panel-severity" title={t('severity.title')}>
            <SeverityTable sessionId={session.id} />
          </PanelSection>
        </>
      ) : null}
    </Stack>
  );
}

import { Card, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@portal/shared/sessions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryGate } from '@/components/query-gate';
import { useAuth } from '@/lib/auth-store';
import { useRubric } from '../api/get-rubric';
import { FormPanels } from './form-panels';
import { RubricEditor } from './rubric-editor';
import { SeverityTable } from './severity-table';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

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
      <Section id="panel-rubric" title={t('rubric.title')}>
        <QueryGate query={rubric} errorTitle={t('rubric.loadFailed')} retryLabel={t('retry')}>
          {(loaded) => <RubricEditor sessionId={session.id} rubric={loaded} editable={administrator} />}
        </QueryGate>
      </Section>
      {administrator ? (
        <>
          <Section id="panel-run" title={t('panels.title')}>
            <FormPanels sessionId={session.id} panelSize={session.panelSize} />
          </Section>
          <Section id="panel-severity" title={t('severity.title')}>
            <SeverityTable sessionId={session.id} />
          </Section>
        </>
      ) : null}
    </Stack>
  );
}

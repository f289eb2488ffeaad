import { Alert, List, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import type { AuditEntryAnswer as AuditEntry } from '@portal/shared/review-runs';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';
import { useAudit } from '../api/get-audit';
import { auditChanges } from '../utils/audit-changes';
import { AuditValue } from './audit-value';

function EntryChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('evaluation');
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <List size="sm" spacing={2}>
      {changes.map((change) => (
        <List.Item key={change.field}>
          {t(`audit.fields.${change.field}`, { defaultValue: change.field })}:{' '}
          <AuditValue field={change.field} value={change.before} /> →{' '}
          <AuditValue field={change.field} value={change.after} />
        </List.Item>
      ))}
    </List>
  );
}

/** Who did what to the application and when, newest first, each change as before → after. */
export function AuditTrail({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation(['evaluation', 'applications']);
  const { dateTime } = useFormatDate();
  const audit = useAudit(applicationId);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4" id="audit-title">
        {t('audit.title')}
      </Title>
      {audit.isPending ? <Loader size="sm" aria-label={t('common:actions.loading')} /> : null}
      {audit.isError ? (
        <Alert color="red" role="alert">
          {audit.error.message}
        </Alert>
      ) : null}
      {audit.data?.length === 0 ? <Text size="sm">{t('audit.empty')}</Text> : null}
      {audit.data && audit.data.length > 0 ? (
        <Timeline bulletSize={14} lineWidth={2}>
          {audit.data.map((entry) => (
            <Timeline.Item key={entry.id} title={t(`applications:auditActions.${entry.action}`)}>
              <Text size="sm" c="dimmed">
                {t('audit.byOn', { name: entry.actorName, date: dateTime(entry.at) })}
              </Text>
              <EntryChanges entry={entry} />
            </Timeline.Item>
          ))}
        </Timeline>
      ) : null}
    </Stack>
  );
}

import { Alert, List, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import type { AuditEntryAnswer as AuditEntry } from '@portal/shared/review-runs';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';
import { useReviewCatalog } from '@/hooks/use-review-catalog';
import { useAudit } from '../api/get-audit';
import { auditSentences } from '../utils/audit-lines';

/** What one line of the trail did, in sentences; an eligibility check lists its reasons under them. */
export function EntrySentences({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation(['evaluation', 'glossary', 'panel']);
  const sentences = auditSentences(entry, t, i18n.resolvedLanguage ?? i18n.language);
  if (sentences.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      {sentences.map((sentence) => (
        <div key={sentence.text}>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
            {sentence.text}
          </Text>
          {sentence.items ? (
            <List size="sm" spacing={2} withPadding>
              {sentence.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          ) : null}
        </div>
      ))}
    </Stack>
  );
}

/** Who did what to the application and when, newest first, each line told in sentences. */
export function AuditTrail({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation(['evaluation', 'applications', 'glossary']);
  const { dateTime } = useFormatDate();
  const audit = useAudit(applicationId);
  // The reasons of an eligibility check are worded from the rules' own catalog.
  const reasonsReady = useReviewCatalog();
  return (
    <Stack gap="sm">
      <Title order={3} size="h4" id="audit-title">
        {t('audit.title')}
      </Title>
      {audit.isPending || !reasonsReady ? <Loader size="sm" aria-label={t('common:actions.loading')} /> : null}
      {audit.isError ? (
        <Alert color="red" role="alert">
          {audit.error.message}
        </Alert>
      ) : null}
      {audit.data?.length === 0 ? <Text size="sm">{t('audit.empty')}</Text> : null}
      {audit.data && audit.data.length > 0 && reasonsReady ? (
        <Timeline bulletSize={14} lineWidth={2}>
          {audit.data.map((entry) => (
            <Timeline.Item key={entry.id} title={t(`applications:auditActions.${entry.action}`)}>
              <Text size="sm" c="dimmed">
                {t('audit.byOn', { name: entry.actorName, date: dateTime(entry.at) })}
              </Text>
              <EntrySentences entry={entry} />
            </Timeline.Item>
          ))}
        </Timeline>
      ) : null}
    </Stack>
  );
}

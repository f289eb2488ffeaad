import { type AuditEvent, breachDrillDetailsSchema, retentionDetailsSchema } from '@portal/shared/audit-events';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/numbers';

/** Who acted, in words: a person by the name they had then, or the server itself (its daily job, a command). */
export function actorText(t: TFunction, event: AuditEvent): string {
  if (event.by !== 'PERSON') return t(`audit:by.${event.by}`);
  return event.actorName.trim() || t('audit:by.unnamed');
}

/**
 * What an act did, or whom it was about, in the reader's words and number format (catalog `audit`); '' when the
 * line holds nothing more than its action (details of a shape this version does not know are left out).
 */
export function detailsText(t: TFunction, event: AuditEvent, locale: string): string {
  const counted = (key: string, count: number) =>
    t(`audit:details.${key}`, { count, formatted: formatNumber(count, locale) });
  const subject = event.subject
    ? (event.subject.name ?? t('audit:details.deletedAccount', { id: String(event.subject.id) }))
    : '';
  switch (event.action) {
    case 'RETENTION': {
      const parsed = retentionDetailsSchema.safeParse(event.details);
      if (!parsed.success) return '';
      const run = parsed.data;
      const failed = run.failed ? ` ${t('audit:details.retention.failed')}` : '';
      if (run.applications + run.files + run.accounts === 0)
        return t(run.dryRun ? 'audit:details.retention.nothingPlanned' : 'audit:details.retention.nothing') + failed;
      const words = {
        applications: counted('applications', run.applications),
        sessions: counted('sessions', run.sessions),
        beneficiaries: counted('beneficiaries', run.beneficiaries),
        files: counted('files', run.files),
        accounts: counted('accounts', run.accounts),
      };
      return t(run.dryRun ? 'audit:details.retention.planned' : 'audit:details.retention.done', words) + failed;
    }
    case 'BREACH_DRILL': {
      const parsed = breachDrillDetailsSchema.safeParse(event.details);
      if (!parsed.success) return '';
      return t('audit:details.drill', {
        accounts: counted('accounts', parsed.data.accounts),
        links: counted('links', parsed.data.links),
      });
    }
    case 'TWO_FACTOR_RESET':
      return subject ? t('audit:details.twoFactorReset', { subject }) : '';
    case 'DATA_EXPORT':
      return subject ? t('audit:details.dataExport', { subject }) : '';
    default:
      return '';
  }
}

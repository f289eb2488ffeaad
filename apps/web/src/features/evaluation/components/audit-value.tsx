import { applicationStatuses } from '@portal/shared/enums';
import { useTranslation } from 'react-i18next';

const isStatus = (value: unknown): value is (typeof applicationStatuses)[number] =>
  typeof value === 'string' && (applicationStatuses as readonly string[]).includes(value);

/** One recorded value in words: a decision by its name, yes or no, a list, nothing, or the value itself. */
export function AuditValue({ field, value }: { field: string; value: unknown }) {
  const { t } = useTranslation(['evaluation', 'glossary']);
  if (value === null || value === undefined || value === '') return <em>{t('audit.nothing')}</em>;
  if (field === 'status' && isStatus(value)) return <>{t(`glossary:statuses.${value}`)}</>;
  if (typeof value === 'boolean') return <>{t(value ? 'audit.yes' : 'audit.no')}</>;
  if (Array.isArray(value)) return <>{value.length === 0 ? t('audit.none') : value.join('; ')}</>;
  if (typeof value === 'object') return <>{JSON.stringify(value)}</>;
  return <>{String(value)}</>;
}

import { Alert, Stack, Text } from '@mantine/core';
import type { EvaluatorSeverity } from '@portal/shared/selection';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/list/column';
import { ListCards } from '@/components/list/list-cards';
import { ListTable } from '@/components/list/list-table';
import { QueryGate } from '@/components/query-gate';
import { useNumbers } from '@/lib/numbers';
import { useEvaluators } from '../api/get-evaluators';

/** A severity as a signed number and in words: "−8.5, severer", "+3, more lenient", "0, in line". */
function useSeverityText() {
  const { t } = useTranslation('panel');
  const numbers = useNumbers();
  return (severity: number | null) => {
    if (severity === null) return t('severity.none');
    const points = numbers.format(Math.abs(severity), 'score');
    if (severity < 0) return t('severity.severer', { points });
    if (severity > 0) return t('severity.lenient', { points });
    return t('severity.even');
  };
}

/**
 * Each staff member with a seat in the session: seats, evaluations submitted, the mean score they gave, and their
 * severity against the other members on the same candidates, with how many candidates it rests on; one sentence
 * says how to read it. A table from the sm breakpoint up, one card each on a phone.
 */
export function SeverityTable({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('panel');
  const numbers = useNumbers();
  const severityText = useSeverityText();
  const query = useEvaluators(sessionId);
  const columns: Column<EvaluatorSeverity>[] = [
    { key: 'name', header: t('severity.columns.name'), primary: true, cell: (row) => row.name },
    { key: 'seats', header: t('severity.columns.seats'), cell: (row) => numbers.format(row.seats) },
    { key: 'submitted', header: t('severity.columns.submitted'), cell: (row) => numbers.format(row.submitted) },
    {
      key: 'mean',
      header: t('severity.columns.mean'),
      cell: (row) => (row.meanScore === null ? t('severity.noScore') : numbers.format(row.meanScore, 'score')),
    },
    { key: 'severity', header: t('severity.columns.severity'), cell: (row) => severityText(row.severity) },
    {
      key: 'compared',
      header: t('severity.columns.compared'),
      cell: (row) => numbers.format(row.comparedCandidates),
    },
  ];
  return (
    <Stack gap="sm">
      <Text size="sm">{t('severity.explain')}</Text>
      <QueryGate query={query} errorTitle={t('severity.loadFailed')} retryLabel={t('retry')}>
        {(rows) =>
          rows.length === 0 ? (
            <Alert color="gray">{t('severity.empty')}</Alert>
          ) : (
            <>
              <ListTable label={t('severity.title')} rows={rows} columns={columns} rowKey={(row) => row.id} />
              <ListCards label={t('severity.title')} rows={rows} columns={columns} rowKey={(row) => row.id} />
            </>
          )
        }
      </QueryGate>
    </Stack>
  );
}

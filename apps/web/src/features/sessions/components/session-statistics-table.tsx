import { Table } from '@mantine/core';
import type { SessionStatistics } from '@portal/shared/applications';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '@/lib/numbers';
import { statisticFigures } from './session-statistics-figures';

type Props = {
  current: SessionStatistics;
  previous: SessionStatistics | null;
  labels: { current: string; previous: string };
};

/** The same numbers as the chart, as a table: what screen readers and anyone who wants the exact figures read. */
export function SessionStatisticsTable({ current, previous, labels }: Props) {
  const { t } = useTranslation('sessions');
  const numbers = useNumbers();
  return (
    <Table striped withTableBorder data-testid="statistics-table">
      <Table.Caption>{t('statistics.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('statistics.figure')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {labels.current}
          </Table.Th>
          {previous ? (
            <Table.Th scope="col" ta="right">
              {labels.previous}
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {statisticFigures.map((figure) => (
          <Table.Tr key={figure}>
            <Table.Th scope="row" fw={400}>
              {t(`statistics.figures.${figure}`)}
            </Table.Th>
            <Table.Td ta="right">{numbers.format(current[figure])}</Table.Td>
            {previous ? <Table.Td ta="right">{numbers.format(previous[figure])}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { Table } from '@mantine/core';
import type { Rubric } from '@portal/shared/selection';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useNumbers } from '@/lib/numbers';

/** The rubric to read: each criterion in the reader's language with its weight. */
export function RubricTable({ rubric }: { rubric: Rubric }) {
  const { t } = useTranslation('panel');
  const numbers = useNumbers();
  const locale = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table>
        <Table.Caption>{t('rubric.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('rubric.criterionColumn')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('rubric.weight')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rubric.criteria.map((criterion) => (
            <Table.Tr key={criterion.code}>
              <Table.Td>{criterion.label[locale]}</Table.Td>
              <Table.Td ta="end">{t('percent', { value: numbers.format(criterion.weight) })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RowsProps } from './column';

/** The rows as a table, from the sm breakpoint up; it scrolls sideways rather than cutting a column. */
export function ListTable<T>({ label, rows, columns, rowKey, actions }: RowsProps<T>) {
  const { t } = useTranslation('list');
  return (
    <Table.ScrollContainer minWidth={560} visibleFrom="sm">
      <Table striped highlightOnHover aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.header}</Table.Th>
            ))}
            {actions ? (
              <Table.Th>
                <VisuallyHidden>{t('actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                // Break a word only when it cannot fit a line of its own (a long e-mail address), never to narrow
                // the column: the table scrolls sideways instead.
                <Table.Td key={column.key} style={{ overflowWrap: 'break-word' }}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              {actions ? <Table.Td>{actions(row)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

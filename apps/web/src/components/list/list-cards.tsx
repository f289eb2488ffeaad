import { Box, Card, Group, Stack, Text } from '@mantine/core';
import type { RowsProps } from './column';

/**
 * The rows below the sm breakpoint (360 px phones): one card each, every value labelled, the actions below. A long
 * value wraps only where it must (`break-word`: `anywhere` would let an e-mail address break between any letters).
 */
export function ListCards<T>({ label, rows, columns, rowKey, actions }: RowsProps<T>) {
  const primary = columns.find((column) => column.primary);
  const details = columns.filter((column) => column !== primary);
  return (
    <Stack hiddenFrom="sm" gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Card key={rowKey(row)} component="li" withBorder padding="sm" radius="md">
          <Stack gap="xs">
            {primary ? (
              <Box fw={600} style={{ overflowWrap: 'break-word' }}>
                {primary.cell(row)}
              </Box>
            ) : null}
            <Box component="dl" m={0} style={{ display: 'grid', gap: 6 }}>
              {details.map((column) => (
                <div key={column.key}>
                  <Text component="dt" size="xs" c="dimmed">
                    {column.header}
                  </Text>
                  <Box component="dd" m={0} fz="sm" style={{ overflowWrap: 'break-word' }}>
                    {column.cell(row)}
                  </Box>
                </div>
              ))}
            </Box>
            {actions ? <Group justify="flex-end">{actions(row)}</Group> : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

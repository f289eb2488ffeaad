import { Button, List, Stack, Text } from '@mantine/core';
import type { ApplicationRead } from '@portal/shared/personal-data';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';
import { useNumbers } from '@/lib/numbers';

/** Lines shown before "Show all": a phone's screen holds them without scrolling past the rest of the page. */
export const FIRST_LINES = 5;

/**
 * The reads, newest first, each on two short lines that wrap on a phone: who (name and role), then what they opened
 * and when, in the reader's language and time zone.
 */
export function ReadLines({ reads }: { reads: ApplicationRead[] }) {
  const { t } = useTranslation(['reads', 'common']);
  const { dateTime } = useFormatDate();
  const { format } = useNumbers();
  const [all, setAll] = useState(false);
  const shown = all ? reads : reads.slice(0, FIRST_LINES);
  return (
    <Stack gap="xs" align="flex-start">
      <List listStyleType="none" spacing="xs" w="100%">
        {shown.map((read, index) => (
          // The same reader may open the same thing at the same minute: the position tells the lines apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its head and is drawn whole.
          <List.Item key={`${read.at}-${index}`}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t('line.who', { name: read.readerName, role: t(`common:roles.${read.readerRole}`) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('line.when', { what: t(`kinds.${read.what}`), date: dateTime(read.at) })}
            </Text>
          </List.Item>
        ))}
      </List>
      {reads.length > shown.length ? (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)}>
          {t('showAll', { count: reads.length, formatted: format(reads.length) })}
        </Button>
      ) : null}
    </Stack>
  );
}

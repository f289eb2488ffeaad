import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type MouseEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '@/lib/numbers';
import { useDataExport } from '../api/get-data-export';
import type { Whose } from '../api/keys';
import { sizeInWords } from '../size-in-words';

/** A link is asked for again when it has less than this left: a slow tap must not meet an expired link. */
const LINK_MARGIN_MS = 60_000;

type Props = {
  /** The signed-in person's own data, or a person's by their id (an administrator, for someone who asks by letter). */
  whose: Whose;
  /** The person's name, on an administrator's screen. */
  name?: string;
};

/**
 * Everything the portal holds about a person, in one archive: its size first, in the reader's words, then a plain
 * link to it. The phone's own download manager fetches the link (its progress in the notifications, the file in
 * Downloads, nothing held in the page's memory), which a bearer token could not ride on: the link is signed for
 * a few minutes, and asked for again if it has expired by the time it is tapped.
 */
export function DataDownloadCard({ whose, name }: Props) {
  const { t } = useTranslation('personal-data');
  const numbers = useNumbers();
  const titleId = useId();
  const query = useDataExport(whose);
  const [started, setStarted] = useState(false);
  const own = whose === 'me';

  // The click that follows a link just renewed: the browser takes it as it is.
  const renewed = useRef(false);
  async function download(event: MouseEvent<HTMLAnchorElement>) {
    setStarted(true);
    const link = query.data;
    if (renewed.current || (link && link.expires * 1000 - Date.now() > LINK_MARGIN_MS)) {
      renewed.current = false;
      return;
    }
    event.preventDefault();
    const anchor = event.currentTarget;
    const fresh = await query.refetch();
    if (!fresh.data) return;
    anchor.href = fresh.data.url;
    renewed.current = true;
    anchor.click();
  }

  const size = query.data && sizeInWords(query.data.bytes);
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack>
        <Title order={2} size="h4" id={titleId}>
          {own ? t('download.title') : t('download.titleOf', { name })}
        </Title>
        <Text size="sm">{own ? t('download.intro') : t('download.introOf')}</Text>
        {query.isPending && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('download.sizing')}</Text>
          </Group>
        )}
        {query.isError && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              {query.error.message}
              <Button size="sm" variant="light" onClick={() => query.refetch()}>
                {t('download.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {query.data && size && (
          <>
            <Text size="sm" fw={500}>
              {t('download.size', {
                size: t(`size.${size.unit}`, { value: numbers.format(size.value, 'size') }),
                count: query.data.files,
                files: numbers.format(query.data.files),
              })}
            </Text>
            <Group justify="flex-end">
              <Button
                component="a"
                href={query.data.url}
                download
                onClick={download}
                leftSection={<IconDownload size={18} aria-hidden />}
              >
                {t('download.button')}
              </Button>
            </Group>
            {started && (
              <Text size="sm" role="status">
                {t('download.started')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

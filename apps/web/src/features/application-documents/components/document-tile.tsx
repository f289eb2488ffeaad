import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ApplicationDocument } from '@portal/shared/documents';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';

type Props = { document: ApplicationDocument; name: string; readOnly: boolean; onDelete: () => void };

export const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * One sent document: its thumbnail from the server (a small picture of the photo or of a PDF's first page, loaded
 * only when scrolled to and kept by the browser), a link to open the file itself, and Delete.
 */
export function DocumentTile({ document, name, readOnly, onDelete }: Props) {
  const { t } = useTranslation('documents');
  const { dateTime } = useFormatDate();
  const title = t('document.title', { name, date: dateTime(document.uploaded) });
  const isImage = document.contentType.startsWith('image/');
  return (
    <Paper withBorder p="xs">
      <Group wrap="nowrap" align="center" gap="sm">
        <Anchor href={document.url} target="_blank" rel="noopener" aria-label={`${t('document.open')}: ${title}`}>
          <img
            src={document.thumbnailUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={64}
            height={64}
            style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
          />
        </Anchor>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {document.originalName && (
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {document.originalName}
            </Text>
          )}
          <Text size="sm">
            {isImage ? t('document.image') : t('document.pdf')} ·{' '}
            {t('document.size', { size: kilobytes(document.size) })}
          </Text>
          <Text size="xs" c="dimmed">
            {dateTime(document.uploaded)}
          </Text>
        </Stack>
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={onDelete}
            aria-label={`${t('document.delete')}: ${title}`}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

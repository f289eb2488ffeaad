import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '@/lib/api-upload';
import type { PendingUpload } from '../utils/pending-uploads';
import { kilobytes } from './document-tile';

type Props = {
  upload: PendingUpload;
  progress: UploadProgress | undefined;
  onRetry: () => void;
  onDiscard: () => void;
};

/** Announced in quarters: a screen reader hears the upload move without a message at every percent. */
const announced = (percent: number) => Math.floor(percent / 25) * 25;

/** A file prepared on the phone and not yet on the server: sending (with its progress), or waiting, or refused. */
export function PendingUploadRow({ upload, progress, onRetry, onDiscard }: Props) {
  const { t } = useTranslation('documents');
  const percent = progress?.total ? Math.round((progress.sent / progress.total) * 100) : 0;
  const waiting = upload.failure?.status === 0;
  return (
    <Paper withBorder p="xs">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconCloudUpload size={20} aria-hidden />
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {upload.name}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('upload.pages', { count: upload.pages, size: kilobytes(upload.blob.size) })}
          {upload.replaces !== null ? ` ${t('upload.replacing')}` : ''}
        </Text>
        {progress ? (
          <>
            <Progress value={percent} aria-label={t('upload.progressLabel', { name: upload.name })} />
            <Text size="xs" role="status">
              {t('upload.sending', { name: upload.name, percent: announced(percent) })}
            </Text>
          </>
        ) : (
          upload.failure && (
            <>
              <Text size="sm" c={waiting ? undefined : 'red'} role={waiting ? 'status' : 'alert'}>
                {waiting ? t('upload.waiting') : t('upload.refused', { message: upload.failure.message })}
              </Text>
              <Group gap="xs">
                <Button size="xs" onClick={onRetry} leftSection={<IconRefresh size={16} aria-hidden />}>
                  {t('upload.retry')}
                </Button>
                <Button size="xs" variant="default" onClick={onDiscard} leftSection={<IconX size={16} aria-hidden />}>
                  {t('upload.discard')}
                </Button>
              </Group>
            </>
          )
        )}
      </Stack>
    </Paper>
  );
}

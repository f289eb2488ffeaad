import { Alert, Anchor, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ApplicationDocument } from '@portal/shared/documents';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { useReferenceItems } from '@/features/reference/public';
import { useFormatDate } from '@/hooks/use-format-date';
import { currentLanguage } from '@/lib/i18n';
import { useApplicationDocuments } from '../api/get-documents';

const kilobytes = (size: number) => Math.max(1, Math.round(size / 1024));

function DocumentCard({ document, typeName }: { document: ApplicationDocument; typeName: string }) {
  const { t } = useTranslation('evaluation');
  const { dateTime } = useFormatDate();
  const name = document.originalName ?? typeName;
  const image = document.contentType !== 'application/pdf';
  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {typeName}
        </Text>
        <Anchor href={document.url} target="_blank" rel="noopener" aria-label={t('documents.open', { name })}>
          {image ? (
            <Image
              src={document.thumbnailUrl}
              alt={t('documents.thumbnail', { name })}
              h={120}
              fit="contain"
              loading="lazy"
            />
          ) : (
            <Group gap={4}>
              <IconFileTypePdf size={32} aria-hidden />
              <Text size="sm">{name}</Text>
            </Group>
          )}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('documents.details', { size: kilobytes(document.size), date: dateTime(document.uploaded) })}
        </Text>
        <Anchor href={`${document.url}&download=1`} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            {t('documents.download', { name })}
          </Group>
        </Anchor>
      </Stack>
    </Card>
  );
}

/** The application's documents for the committee to read: a thumbnail or icon, who sent what and when, a download. */
export function DocumentsReadOnly({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('evaluation');
  const documents = useApplicationDocuments(applicationId);
  const types = useReferenceItems('document-types');
  if (documents.isPending) return <PageLoader />;
  if (documents.isError)
    return (
      <Alert color="red" role="alert">
        {documents.error.message}
      </Alert>
    );
  if (documents.data.length === 0) return <Text size="sm">{t('documents.none')}</Text>;
  const typeName = (id: number) => types.data?.find((type) => type.id === id)?.name[currentLanguage()] ?? '';
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} p={0} m={0} style={{ listStyle: 'none' }}>
      {documents.data.map((document) => (
        <DocumentCard key={document.id} document={document} typeName={typeName(document.typeId)} />
      ))}
    </SimpleGrid>
  );
}

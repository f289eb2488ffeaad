import { Alert, Badge, Card, CloseButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ApplicationDocument } from '@portal/shared/documents';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceItem } from '@/features/reference/public';
import { currentLanguage } from '@/lib/i18n';
import type { DocumentUploads } from '../hooks/use-document-uploads';
import { isOneDocument } from '../utils/prepare-document';
import { DocumentTile } from './document-tile';
import { FilePicker } from './file-picker';
import { PendingUploadRow } from './pending-upload-row';

type Props = {
  type: ReferenceItem;
  documents: ApplicationDocument[];
  uploads: DocumentUploads;
  readOnly: boolean;
  onDelete: (document: ApplicationDocument, name: string) => void;
};

/** One document type: what it is, what was sent, what waits on the phone, the server's refusal, and the picker. */
export function DocumentTypeCard({ type, documents, uploads, readOnly, onDelete }: Props) {
  const { t } = useTranslation('documents');
  const [mixed, setMixed] = useState(false);
  const language = currentLanguage();
  const name = type.name[language];
  const description = type.description?.[language];
  const pending = uploads.pending.filter((upload) => upload.typeId === type.id);
  const refusal = uploads.refusals.find((item) => item.typeId === type.id);
  const preparing = uploads.preparing.has(type.id);
  const replace = !type.allowMultiple && documents.length > 0;
  const label = t(replace ? 'pick.replace' : documents.length ? 'pick.addAnother' : 'pick.add', { name });
  const headingId = `document-type-${type.id}`;

  const choose = (files: File[]) => {
    const single = isOneDocument(files);
    setMixed(!single && !type.allowMultiple);
    if (!single && !type.allowMultiple) return;
    const groups = single ? [files] : files.map((file) => [file]);
    const replaced = replace ? (documents[0]?.id ?? null) : null;
    // One after another: on a thin line, parallel uploads only make each one slower and all of them fragile.
    void (async () => {
      for (const group of groups) await uploads.add(type.id, group, replaced);
    })();
  };

  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5" id={headingId}>
            {name}
          </Title>
          <Badge
            style={{ flexShrink: 0 }}
            variant={type.required ? 'filled' : 'light'}
            color={type.required ? 'red' : 'gray'}
          >
            {type.required ? t('required') : t('optional')}
          </Badge>
        </Group>
        {description && <Text size="sm">{description}</Text>}
        {type.allowMultiple && (
          <Text size="xs" c="dimmed">
            {t('several')}
          </Text>
        )}
        {documents.length === 0 && pending.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('document.none')}
          </Text>
        )}
        {documents.map((document) => (
          <DocumentTile
            key={document.id}
            document={document}
            name={name}
            readOnly={readOnly}
            onDelete={() => onDelete(document, name)}
          />
        ))}
        {pending.map((upload) => (
          <PendingUploadRow
            key={upload.key}
            upload={upload}
            progress={uploads.progress[upload.key]}
            onRetry={() => void uploads.send(upload)}
            onDiscard={() => void uploads.discard(upload.key)}
          />
        ))}
        {refusal && (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('refusal.title')}
            withCloseButton={false}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm">{refusal.code === 'UNREADABLE' ? t('refusal.unreadable') : refusal.message}</Text>
              <CloseButton aria-label={t('refusal.dismiss')} onClick={() => uploads.dismissRefusal(type.id)} />
            </Group>
          </Alert>
        )}
        {mixed && (
          <Text size="sm" c="red" role="alert">
            {t('mixedChoice')}
          </Text>
        )}
        {preparing && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('upload.preparing')}</Text>
          </Group>
        )}
        {!readOnly && <FilePicker label={label} replace={replace} disabled={preparing} onFiles={choose} />}
      </Stack>
    </Card>
  );
}

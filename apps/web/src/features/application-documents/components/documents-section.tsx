import { Alert, Stack, Text } from '@mantine/core';
import type { ApplicationDocument } from '@portal/shared/documents';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { PageLoader } from '@/components/page-loader';
import type { SectionProps } from '@/features/editor-kit/public';
import { useReferenceItems } from '@/features/reference/public';
import { useDeleteDocument } from '../api/delete-document';
import { useDocuments } from '../api/get-documents';
import { useDocumentUploads } from '../hooks/use-document-uploads';
import { applicableDocumentTypes } from '../utils/applicable-document-types';
import { AudienceUnknownNote } from './audience-unknown-note';
import { DocumentTypeCard } from './document-type-card';
import { DocumentsCompletion } from './documents-completion';

/**
 * The documents the application asks for, one card per type: photos compressed on the phone, uploads with their
 * progress, kept on the device until the server has them; Delete asks first.
 */
export function DocumentsSection({ application, readOnly, sectionPath }: SectionProps) {
  const { t } = useTranslation('documents');
  const types = useReferenceItems('document-types');
  const documents = useDocuments(application.id);
  const uploads = useDocumentUploads(application.id);
  const removal = useDeleteDocument(application.id);
  const [deleting, setDeleting] = useState<{ document: ApplicationDocument; name: string } | null>(null);

  // A failed refresh (the line dropped) keeps what was read before on the screen.
  if (!types.data || !documents.data) {
    const error = documents.error ?? types.error;
    if (!error) return <PageLoader />;
    return (
      <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
        {types.error ? t('typesUnavailable') : error.message}
      </Alert>
    );
  }

  const asked = applicableDocumentTypes(application, types.data);
  const closeDelete = () => {
    removal.reset();
    setDeleting(null);
  };
  return (
    <Stack>
      <Text>{t('intro')}</Text>
      {!readOnly && <Text size="sm">{t('pick.hint')}</Text>}
      {application.universityStudent === null && <AudienceUnknownNote sectionPath={sectionPath} />}
      {asked.length === 0 && <Text>{t('noTypes')}</Text>}
      {asked.map((type) => (
        <DocumentTypeCard
          key={type.id}
          type={type}
          documents={documents.data.filter((document) => document.typeId === type.id)}
          uploads={uploads}
          readOnly={readOnly}
          onDelete={(document, name) => setDeleting({ document, name })}
        />
      ))}
      <DocumentsCompletion
        application={application}
        readOnly={readOnly}
        asked={asked}
        documents={documents.data}
        waiting={uploads.pending.length}
      />
      <ConfirmDeleteModal
        name={deleting?.name ?? null}
        question={deleting ? t('document.deleteQuestion', { name: deleting.name }) : undefined}
        pending={removal.isPending}
        error={removal.error?.message}
        onClose={closeDelete}
        onConfirm={() => deleting && removal.mutate(deleting.document.id, { onSuccess: closeDelete })}
      />
    </Stack>
  );
}

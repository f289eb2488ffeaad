import type { Application } from '@portal/shared/applications';
import { type DocumentsContent, suitsApplicationType, suitsAudience } from '@portal/shared/document-rules';
import type { ApplicationDocument } from '@portal/shared/documents';
import type { Audience, DocumentScope } from '@portal/shared/enums';
import type { LocalizedText } from '@portal/shared/locales';

type TypeRules = { target?: Audience; scope?: DocumentScope };

/**
 * The document types this application asks for, by the server's rules: those of its audience (a university student
 * or a pupil; only the types for both while the applicant has not said which) and of its kind (a new application, or
 * a renewal). A type read without a target or a scope is for everyone.
 */
export function applicableDocumentTypes<T extends TypeRules>(
  application: Pick<Application, 'type' | 'universityStudent'>,
  types: readonly T[],
): T[] {
  return types.filter(
    (type) =>
      suitsAudience(type.target ?? 'BOTH', application.universityStudent) &&
      suitsApplicationType(type.scope ?? 'ALL', application.type),
  );
}

type ReadType = TypeRules & { id: number; name: LocalizedText; required?: boolean; allowMultiple?: boolean };

/** What the shared rules judge the documents step on, from the lists as the screens read them. */
export function documentsContent(
  application: Pick<Application, 'type'>,
  types: readonly ReadType[],
  documents: readonly Pick<ApplicationDocument, 'typeId'>[],
): DocumentsContent {
  return {
    applicationType: application.type,
    types: types.map((type) => ({
      id: type.id,
      name: type.name,
      required: type.required ?? false,
      allowMultiple: type.allowMultiple ?? false,
      target: type.target ?? 'BOTH',
      scope: type.scope ?? 'ALL',
    })),
    uploadedTypeIds: documents.map((document) => document.typeId),
  };
}

import type { ApplicationType, Audience, DocumentScope } from './enums.ts';
import type { LocalizedText } from './locales.ts';

/**
 * Which documents an application must hold: pure rules, shared by the server (step completion, submission, uploads)
 * and the screens (the list of what is still missing). Decision 205 records the choices.
 */

export type DocumentTypeRule = {
  id: number;
  name: LocalizedText;
  required: boolean;
  allowMultiple: boolean;
  target: Audience;
  scope: DocumentScope;
};

/** What the documents step is judged on: the application's kind, every document type, the types already sent. */
export type DocumentsContent = {
  applicationType: ApplicationType;
  types: DocumentTypeRule[];
  uploadedTypeIds: number[];
};

/** The audience an applicant belongs to: university students or pupils; null until they have said which. */
export function audienceOf(universityStudent: boolean | null): Exclude<Audience, 'BOTH'> | null {
  if (universityStudent === null) return null;
  return universityStudent ? 'STUDENT' : 'PUPIL';
}

/** A type for both audiences suits everyone; a targeted one only its audience (nobody before they have said). */
export function suitsAudience(target: Audience, universityStudent: boolean | null): boolean {
  return target === 'BOTH' || target === audienceOf(universityStudent);
}

/** `NEW` types are asked of new applications, `RENEWAL` ones of renewals (`OLD`, `OLD_ENDING`), `ALL` of both. */
export function suitsApplicationType(scope: DocumentScope, applicationType: ApplicationType): boolean {
  if (scope === 'ALL') return true;
  return scope === (applicationType === 'NEW' ? 'NEW' : 'RENEWAL');
}

/** The document types this application must hold, in the order of the list. */
export function requiredDocumentTypes(
  types: DocumentTypeRule[],
  application: { universityStudent: boolean | null; type: ApplicationType },
): DocumentTypeRule[] {
  return types.filter(
    (type) =>
      type.required &&
      suitsApplicationType(type.scope, application.type) &&
      suitsAudience(type.target, application.universityStudent),
  );
}

/** The required types of which no file has been sent yet. */
export function missingDocumentTypes(content: DocumentsContent, universityStudent: boolean | null): DocumentTypeRule[] {
  const sent = new Set(content.uploadedTypeIds);
  return requiredDocumentTypes(content.types, { universityStudent, type: content.applicationType }).filter(
    (type) => !sent.has(type.id),
  );
}

/** The shape of the application rules' problems: `field` is `DOCUMENTS` or `DOCUMENTS.types.<id>`. */
export type DocumentProblem = { field: string; key: string; params?: Record<string, string | number> };

/**
 * What keeps the documents step from being complete: one entry per missing required type, naming it in every
 * language (the message picks its own), and, while the applicant has not said whether they are a university
 * student, one entry saying so if some required type depends on it.
 */
export function documentProblems(content: DocumentsContent, universityStudent: boolean | null): DocumentProblem[] {
  const problems: DocumentProblem[] = missingDocumentTypes(content, universityStudent).map((type) => ({
    field: `DOCUMENTS.types.${type.id}`,
    key: 'applications.documents.required',
    params: { name_en: type.name.en, name_fr: type.name.fr, name_it: type.name.it },
  }));
  const undecided =
    universityStudent === null &&
    content.types.some(
      (type) => type.required && type.target !== 'BOTH' && suitsApplicationType(type.scope, content.applicationType),
    );
  if (undecided) problems.unshift({ field: 'DOCUMENTS', key: 'applications.documents.audienceUnknown' });
  return problems;
}

import type { Application } from '@portal/shared/applications';
import { suitsApplicationType, suitsAudience } from '@portal/shared/document-rules';
import type { Audience, DocumentScope } from '@portal/shared/enums';

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

import type { Application } from '@portal/shared/applications';
import type { Audience, DocumentScope } from '@portal/shared/enums';

type TypeRules = { target?: Audience; scope?: DocumentScope };

/**
 * The document types this application asks for: those of its audience (a university student or a pupil; both kinds
 * while the applicant has not said which) and of its kind (a new application, or a renewal).
 */
export function applicableDocumentTypes<T extends TypeRules>(
  application: Pick<Application, 'type' | 'universityStudent'>,
  types: readonly T[],
): T[] {
  const otherAudience =
    application.universityStudent === null ? null : application.universityStudent ? 'PUPIL' : 'STUDENT';
  const otherScope = application.type === 'NEW' ? 'RENEWAL' : 'NEW';
  return types.filter((type) => (type.target ?? 'BOTH') !== otherAudience && (type.scope ?? 'ALL') !== otherScope);
}

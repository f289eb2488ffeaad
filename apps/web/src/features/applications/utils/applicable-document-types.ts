import type { Application } from '@portal/shared/applications';
import type { Audience, DocumentScope } from '@portal/shared/enums';

type TypeRules = { target?: Audience; scope?: DocumentScope };

/**
 * The document types this application asks for: those of its audience (a university student or a pupil; only the
 * types for both while the applicant has not said which, as the server refuses the others) and of its kind (a new
 * application, or a renewal).
 */
export function applicableDocumentTypes<T extends TypeRules>(
  application: Pick<Application, 'type' | 'universityStudent'>,
  types: readonly T[],
): T[] {
  const audience = application.universityStudent === null ? null : application.universityStudent ? 'STUDENT' : 'PUPIL';
  const otherScope = application.type === 'NEW' ? 'RENEWAL' : 'NEW';
  return types.filter((type) => {
    const target = type.target ?? 'BOTH';
    return (target === 'BOTH' || target === audience) && (type.scope ?? 'ALL') !== otherScope;
  });
}

import { isStaff } from '@portal/shared/enums';
import { useMemo } from 'react';
import { type UseTranslationResponse, useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-store';

/** The context staff read the application's words in: `<key>_committee` where the catalog has one. */
export const committeeContext = 'committee';

/**
 * The application's words for whoever reads them. The applicant is addressed ("your school"); staff (administrators
 * and evaluators), who only ever read an application, reads the same screens about the applicant ("the applicant's school"): each
 * key that speaks to the applicant has a `_committee` variant, and i18next falls back to the key itself where none
 * is needed (a neutral "Family", "Documents").
 */
export function useApplicantWords<N extends string | readonly string[]>(namespaces: N) {
  const translation = useTranslation(namespaces as string | readonly string[]) as UseTranslationResponse<
    string,
    undefined
  >;
  const committee = isStaff(useAuth().user?.role);
  const { t } = translation;
  const worded = useMemo(() => {
    if (!committee) return t;
    const inContext = ((key: string | string[], options?: Record<string, unknown>) =>
      t(key, { context: committeeContext, ...options })) as typeof t;
    return inContext;
  }, [t, committee]);
  return { ...translation, t: worded, committee };
}

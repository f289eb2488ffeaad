import { lazy } from 'react';

/**
 * Who on the committee read an application (decision 561), each a lazy chunk: the administrators' list on the
 * committee's section, and the applicant's card on their application.
 */
export const CommitteeReads = lazy(() =>
  import('./components/committee-reads').then((m) => ({ default: m.CommitteeReads })),
);
export const MyApplicationReads = lazy(() =>
  import('./components/my-application-reads').then((m) => ({ default: m.MyApplicationReads })),
);

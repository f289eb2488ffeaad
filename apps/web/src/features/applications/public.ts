/**
 * What other features may use of applications: the caller's current application and all of theirs (as cards), the
 * prompt to apply (the dashboard, the current session's page), what a past holder may renew, and for the editor and
 * its sections one application (read, cached, a step marked) with the query keys of its parts and the applicant's
 * words (a pupil is spoken to as one). The lint rule between features allows this file and nothing else.
 */
export { useCompleteStep } from './api/complete-step';
export { applicationQueryOptions, getApplication, storeApplication, useApplication } from './api/get-application';
export { currentApplicationQueryOptions, useCurrentApplication } from './api/get-current-application';
export { myApplicationsQueryOptions, useMyApplications } from './api/get-my-applications';
export { useRenewableApplications } from './api/get-renewable-applications';
export { applicationKeys } from './api/keys';
export { partQuery, partWrite } from './api/part-query';
export { useRenewApplication } from './api/renew-application';
export { ApplicationCard } from './components/application-card';
export { ApplyPrompt } from './components/apply-prompt';
export { useApplicantWords } from './hooks/use-applicant-words';

/**
 * What other features may use of applications: the caller's current application and all of theirs (as cards), the
 * prompt to apply (the dashboard, the current session's page), and what a past holder may renew. The lint rule
 * between features allows this file and nothing else.
 */
export { useCurrentApplication } from './api/get-current-application';
export { useMyApplications } from './api/get-my-applications';
export { useRenewableApplications } from './api/get-renewable-applications';
export { useRenewApplication } from './api/renew-application';
export { ApplicationCard } from './components/application-card';
export { ApplyPrompt } from './components/apply-prompt';

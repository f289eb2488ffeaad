/**
 * What other features may use of applications: the caller's current application as a card, and the prompt to apply
 * (the dashboard, the current session's page). The lint rule between features allows this file and nothing else.
 */
export { useCurrentApplication } from './api/get-current-application';
export { ApplicationCard } from './components/application-card';
export { ApplyPrompt } from './components/apply-prompt';

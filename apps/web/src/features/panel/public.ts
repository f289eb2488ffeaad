import { lazy } from 'react';

/**
 * What other features may use of the panels: a session's panel tab and an application's panel section, each a lazy
 * chunk of its own, and the flag of a panel that disagrees (the candidates list).
 */
export { DisagreementFlag } from './components/disagreement-flag';
export const SessionPanel = lazy(() => import('./components/session-panel').then((m) => ({ default: m.SessionPanel })));
export const ApplicationPanel = lazy(() =>
  import('./components/application-panel').then((m) => ({ default: m.ApplicationPanel })),
);

/**
 * What other features may use of sessions: the current session's state and countdown (the landing page, and later
 * the dashboard). The lint rule between features lets them import this file and nothing else of this folder.
 */
export { CurrentSessionBlock } from './components/current-session-block';

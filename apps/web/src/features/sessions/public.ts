/**
 * What other features may use of sessions: the current session's state and countdown, one session, its texts in the
 * reader's language, its status badge and its figures (the landing page, the dashboard, applying). The lint rule
 * between features lets them import this file and nothing else of this folder.
 */
export { currentSessionQueryOptions, useCurrentSession } from './api/get-current-session';
export { sessionQueryOptions, useSession } from './api/get-session';
export { useSessionStatistics } from './api/get-session-statistics';
export { CurrentSessionBlock } from './components/current-session-block';
export { FormattedText } from './components/formatted-text';
export { LocalizedNotice } from './components/localized-notice';
export { SessionStatisticsFigures } from './components/session-statistics-figures';
export { SessionStatusBadge } from './components/session-status-badge';
export { readableText } from './utils/readable-text';

/**
 * What other features may use of acceptance: the dashboard's places (the countdown, the obligations, the answer).
 */
export { AcceptanceSection } from './components/acceptance-section';
export { SessionPlaces } from './components/session-places';

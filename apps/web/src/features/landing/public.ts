/**
 * What other features may use of the landing page: the programme's public figures and their block (the dashboard
 * shows them too).
 * The lint rule between features allows this file and nothing else.
 */
export { ProgrammeStatistics } from './components/programme-statistics';

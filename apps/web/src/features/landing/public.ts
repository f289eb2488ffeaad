/**
 * What other features may use of the landing page: the programme's public figures and their block (the dashboard
 * shows them too), and the query that reads those figures.
 * The lint rule between features allows this file and nothing else.
 */
export { statisticsQueryOptions } from './api/get-statistics';
export { ProgrammeStatistics } from './components/programme-statistics';

/**
 * Every route of the web app, by name: the web's router is built from these patterns and the server answers 404
 * for any other address (a unit test in apps/web checks the router and this list hold the same paths).
 * Patterns as React Router writes them: `:name` is one segment, a trailing `/*` any number of them (none included).
 */
export const appRoutes = {
  tour: '/',
  home: '/home',
  about: '/about',
  contact: '/contact',
  terms: '/about/terms',
  privacy: '/about/privacy',
  eligibility: '/eligibility',
  results: '/results',

  signIn: '/auth/sign-in',
  signUp: '/auth/sign-up',
  verify: '/auth/verify',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  resendVerifyLink: '/auth/resend-verify-link',
  accountDeleted: '/auth/account-deleted',

  dashboard: '/dashboard',
  currentSession: '/sessions/current',
  applyToSession: '/sessions/:id/apply',
  myApplications: '/applications/my',
  application: '/applications/:id',
  applicationEdit: '/applications/:id/edit/*',
  applicationView: '/applications/:id/view/*',
  accountSettings: '/account/settings',
  accountSettingsTab: '/account/settings/:tab',
  accountProfile: '/account/profile',
  accessDenied: '/error/access-denied',
  scholarshipYear: '/scholarship/:id',

  sessions: '/sessions',
  sessionDetails: '/sessions/details/:id',
  session: '/sessions/:id',
  sessionOverview: '/sessions/:id/overview',
  sessionCandidates: '/sessions/:id/candidates',
  sessionStatistics: '/sessions/:id/statistics',
  sessionRatings: '/sessions/:id/ratings',
  sessionPanel: '/sessions/:id/panel',
  sessionInterviews: '/sessions/:id/interviews',
  myInterviews: '/interviews',
  interviewEvaluation: '/interviews/:id',
  beneficiaries: '/beneficiaries',
  schoolLevels: '/configurations/school-levels',
  documentTypes: '/configurations/document-types',
  handicaps: '/configurations/handicaps',
  bacTypes: '/configurations/bac-types',
  programmeSettings: '/configurations/programme',
  quotes: '/quotes',
  users: '/users',
  user: '/users/:id',
  auditEvents: '/audit',
} as const;

export type AppRouteName = keyof typeof appRoutes;
export type AppRoutePattern = (typeof appRoutes)[AppRouteName];

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Whether a path (no query string) matches a pattern the way React Router matches it: case-insensitive, a trailing slash ignored. */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  const splat = wanted.at(-1) === '*';
  if (splat) wanted.pop();
  if (splat ? given.length < wanted.length : given.length !== wanted.length) return false;
  return wanted.every(
    (segment, index) => segment.startsWith(':') || segment.toLowerCase() === given[index]?.toLowerCase(),
  );
}

const patterns: readonly string[] = Object.values(appRoutes);

/** Whether the web app has a screen at this path; anything else is a 404. */
export function isAppPath(path: string): boolean {
  return patterns.some((pattern) => matchesRoutePattern(pattern, path));
}

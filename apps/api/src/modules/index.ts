import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Seeder } from '../db/seeder.ts';
import { createAcceptanceContext } from './acceptance/acceptance.context.ts';
import { acceptanceRoutes } from './acceptance/acceptance.routes.ts';
import { listPublicResults } from './acceptance/list-public-results.ts';
import { openPlaces } from './acceptance/open-places.ts';
import { readAcceptances } from './acceptance/read-acceptances.ts';
import { runDuePlaces } from './acceptance/run-due-places.ts';
import { createAccountsContext } from './accounts/accounts.context.ts';
import { seedFirstAdmin } from './accounts/accounts.seed.ts';
import { authRoutes } from './accounts/auth.routes.ts';
import { createBreachDrill } from './accounts/breach-drill.ts';
import { deleteAccount } from './accounts/delete-account.ts';
import { twoFactorRoutes } from './accounts/two-factor.routes.ts';
import { usersRepository } from './accounts/users.repository.ts';
import { usersRoutes } from './accounts/users.routes.ts';
import { applicationsRepository } from './applications/applications.repository.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { type AcceptanceLookup, createApplicationsService } from './applications/applications.service.ts';
import { approbationRoutes } from './approbation/approbation.routes.ts';
import { createApprobationService } from './approbation/approbation.service.ts';
import { createDecisionNoticesService } from './approbation/decision-notices.service.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { createAuditService } from './audit/audit.service.ts';
import { beneficiariesRoutes } from './beneficiaries/beneficiaries.routes.ts';
import { markYearsEnded } from './beneficiaries/mark-years-ended.ts';
import { documentFilesRoutes } from './documents/document-files.routes.ts';
import { documentsRepository } from './documents/documents.repository.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { forgetPersonsDocuments } from './documents/forget-persons-documents.ts';
import { familyRoutes } from './family/family.routes.ts';
import { createFamilyService } from './family/family.service.ts';
import { healthRoutes } from './health/health.routes.ts';
import { createHealthService } from './health/health.service.ts';
import { createInterviewSlotsService } from './interviews/interview-slots.service.ts';
import { interviewsRoutes } from './interviews/interviews.routes.ts';
import { createInterviewsService } from './interviews/interviews.service.ts';
import { listsRoutes } from './lists/lists.routes.ts';
import { createListsService } from './lists/lists.service.ts';
import { detailsRoutes } from './parts/details.routes.ts';
import { createDetailsService } from './parts/details.service.ts';
import { highSchoolResumesRepository } from './parts/parts.repository.ts';
import { partsRoutes } from './parts/parts.routes.ts';
import { createPartsService } from './parts/parts.service.ts';
import { personalDataRoutes } from './personal-data/personal-data.routes.ts';
import { createPersonalDataService } from './personal-data/personal-data.service.ts';
import { preselectionRoutes } from './preselection/preselection.routes.ts';
import { createPreselectionService } from './preselection/preselection.service.ts';
import { programmeRoutes } from './public-site/programme.routes.ts';
import { seedProgrammeSettings } from './public-site/programme.seed.ts';
import { createProgrammeService } from './public-site/programme.service.ts';
import { createPublicPagesService } from './public-site/public-pages.service.ts';
import { quotesRoutes } from './public-site/quotes.routes.ts';
import { createQuotesService } from './public-site/quotes.service.ts';
import { ratingsRoutes } from './ratings/ratings.routes.ts';
import { createRatingsService } from './ratings/ratings.service.ts';
import { readsRoutes } from './reads/reads.routes.ts';
import { createReadsService } from './reads/reads.service.ts';
import type { ReferenceUsages } from './reference/reference.lists.ts';
import { referenceRoutes } from './reference/reference.routes.ts';
import { seedReferenceLists, seedRenewalDocumentType, seedTranscriptDocumentType } from './reference/reference.seed.ts';
import { createReferenceService } from './reference/reference.service.ts';
import { createRemindersService } from './reminders/reminders.service.ts';
import { renewalRoutes } from './renewal/renewal.routes.ts';
import { createRenewalService } from './renewal/renewal.service.ts';
import { createRetentionService } from './retention/retention.service.ts';
import { createBonusService } from './review/bonus.service.ts';
import { reviewRoutes } from './review/review.routes.ts';
import { createReviewService } from './review/review.service.ts';
import { reviewRunsRoutes } from './review/review-runs.routes.ts';
import { createReviewRunsService } from './review/review-runs.service.ts';
import { createEvaluationsService } from './selection/evaluations.service.ts';
import { refreshSelectionScores } from './selection/public.ts';
import { selectionRoutes } from './selection/selection.routes.ts';
import { createSelectionService } from './selection/selection.service.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';
import { createSessionsService } from './sessions/sessions.service.ts';
import { statisticsRoutes } from './statistics/statistics.routes.ts';
import { createStatisticsService } from './statistics/statistics.service.ts';
import { submissionRoutes } from './submission/submission.routes.ts';
import { createSubmissionService } from './submission/submission.service.ts';

/**
 * A part of the API: its routes, mounted under /api and listed under `name` in the API documentation, and the data
 * a fresh database needs from it.
 */
export type ApiModule = {
  name: string;
  routes: FastifyPluginAsync;
  seeders: Seeder[];
};

/**
 * Every module of the API, in the order its routes are registered. Add a module here and its service below. A module
 * may list several parts under their own headings; a module uses another only through its `public.ts` (the registry,
 * which composes them, is the one exception; test/platform/module-boundaries.test.ts checks both).
 */
export const apiModules: ApiModule[] = [
  { name: 'health', routes: healthRoutes, seeders: [] },
  {
    name: 'reference',
    routes: referenceRoutes,
    seeders: [seedReferenceLists, seedRenewalDocumentType, seedTranscriptDocumentType],
  },
  { name: 'programme', routes: programmeRoutes, seeders: [seedProgrammeSettings] },
  { name: 'quotes', routes: quotesRoutes, seeders: [] },
  { name: 'sessions', routes: sessionsRoutes, seeders: [] },
  { name: 'auth', routes: authRoutes, seeders: [] },
  { name: 'users', routes: usersRoutes, seeders: [seedFirstAdmin] },
  { name: 'two-factor', routes: twoFactorRoutes, seeders: [] },
  { name: 'applications', routes: applicationsRoutes, seeders: [] },
  { name: 'reads', routes: readsRoutes, seeders: [] },
  { name: 'application details', routes: detailsRoutes, seeders: [] },
  { name: 'submission', routes: submissionRoutes, seeders: [] },
  { name: 'statistics', routes: statisticsRoutes, seeders: [] },
  { name: 'review', routes: reviewRoutes, seeders: [] },
  { name: 'review runs', routes: reviewRunsRoutes, seeders: [] },
  { name: 'preselection', routes: preselectionRoutes, seeders: [] },
  { name: 'interviews', routes: interviewsRoutes, seeders: [] },
  { name: 'interview panels', routes: selectionRoutes, seeders: [] },
  { name: 'application parts', routes: partsRoutes, seeders: [] },
  { name: 'renewal', routes: renewalRoutes, seeders: [] },
  { name: 'approbation', routes: approbationRoutes, seeders: [] },
  { name: 'acceptance', routes: acceptanceRoutes, seeders: [] },
  { name: 'beneficiaries', routes: beneficiariesRoutes, seeders: [] },
  { name: 'documents', routes: documentsRoutes, seeders: [] },
  { name: 'files', routes: documentFilesRoutes, seeders: [] },
  { name: 'family', routes: familyRoutes, seeders: [] },
  { name: 'financing and extra activities', routes: listsRoutes, seeders: [] },
  { name: 'ratings', routes: ratingsRoutes, seeders: [] },
  { name: 'personal data', routes: personalDataRoutes, seeders: [] },
  { name: 'audit', routes: auditRoutes, seeders: [] },
];

/** Mounts every module's routes, each listed under its module's name in the API documentation. */
export async function registerModules(api: FastifyInstance): Promise<void> {
  for (const { name, routes } of apiModules) {
    await api.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.schema = { tags: [name], ...route.schema };
      });
      await scope.register(routes);
    });
  }
}

/** Every seeder, module by module; each must change nothing when run again. */
export const seeders: Seeder[] = apiModules.flatMap((module) => module.seeders);

/** How many rows of other modules use an item of each reference list: an item in use is not deleted. */
const referenceUsages: ReferenceUsages = {
  'bac-types': highSchoolResumesRepository.countWithBacType,
  'document-types': documentsRepository.countWithType,
  handicaps: usersRepository.countProfilesWithHandicap,
  'school-levels': applicationsRepository.countWithSchoolLevel,
};

/**
 * Every service, built once at start from the app context; routes reach theirs as `app.services.<name>`. A service
 * that builds on another's rules receives that service (users on accounts, the public pages on three others). A
 * lower module that must act on a higher one's data receives the function that does it (the decision notices a
 * closing session sends, what an account's deletion forgets, the reference lists' usage counts), so modules never
 * import each other in a circle.
 */
export function createServices(context: AppContext) {
  const programme = createProgrammeService(context);
  const quotes = createQuotesService(context);
  const decisionNotices = createDecisionNoticesService(context);
  const acceptance = createAcceptanceContext(context, { contact: programme.getPublicSettings });
  const acceptances: AcceptanceLookup = {
    of: (conn, applicationIds) => readAcceptances({ db: conn }, { applicationIds }),
  };
  const sessions = createSessionsService({
    ...context,
    decisionNotices,
    publication: {
      opened: (tx, session) => openPlaces(context, { tx, session }),
      committed: () => void context.outbox.deliver(),
    },
    selectionScores: refreshSelectionScores,
  });
  const applications = createApplicationsService({ ...context, acceptances });
  const reads = createReadsService(context);
  const accounts = createAccountsContext(context, {
    erasers: [
      (tx, person) => forgetPersonsDocuments(context, { tx, person }),
      reads.forgetPerson,
      applications.forgetPerson,
    ],
  });
  const reviewRuns = createReviewRunsService({ ...context, selectionScores: refreshSelectionScores });
  return {
    health: createHealthService(context),
    reference: createReferenceService({ ...context, usages: referenceUsages }),
    programme,
    quotes,
    sessions,
    accounts,
    publicPages: createPublicPagesService({ programme, quotes, sessions, results: () => listPublicResults(context) }),
    applications,
    reads,
    details: createDetailsService(context),
    parts: createPartsService(context),
    family: createFamilyService(context),
    lists: createListsService(context),
    ratings: createRatingsService(context),
    submission: createSubmissionService(context),
    statistics: createStatisticsService(context),
    renewal: createRenewalService({ ...context, acceptances }),
    approbation: createApprobationService({ ...context, decisionNotices }),
    acceptance,
    reminders: createRemindersService(context),
    review: createReviewService(context),
    reviewRuns,
    bonus: createBonusService({ ...context, reviewRuns }),
    preselection: createPreselectionService({ ...context, contact: programme.getPublicSettings }),
    interviewSlots: createInterviewSlotsService({ ...context, contact: programme.getPublicSettings }),
    interviews: createInterviewsService({ ...context, contact: programme.getPublicSettings }),
    selection: createSelectionService(context),
    evaluations: createEvaluationsService(context),
    personalData: createPersonalDataService(context),
    audit: createAuditService(context),
    retention: createRetentionService({
      ...context,
      accounts: { removeUser: (user) => deleteAccount(accounts, { user }) },
    }),
    breachDrill: createBreachDrill(context),
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * The work that runs at start and then every few minutes (plugins/jobs.ts), in this order: places past their deadline
 * expire and free places go to the next in line, with the acceptance reminders; the reminders before a session ends;
 * the reminders of interviews the day before; the years that ended without a renewal; once a day, the retention
 * (decision 562). Each may run twice at once and still acts once. `app` is the context with the services (the server).
 */
export const scheduledJobs = (app: AppContext & { services: Services }) => [
  { name: 'places', run: (now: Date) => runDuePlaces(app, { now }) },
  { name: 'submission reminders', run: (now: Date) => app.services.reminders.runDue(now) },
  { name: 'interview reminders', run: (now: Date) => app.services.interviews.runDueReminders(now) },
  { name: 'years ended', run: (now: Date) => markYearsEnded(app, { now }) },
  { name: 'retention', run: (now: Date) => app.services.retention.runDaily(now) },
];

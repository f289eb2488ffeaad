import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Seeder } from '../db/seeder.ts';
import { seedFirstAdmin } from './accounts/accounts.seed.ts';
import { createAccountsService } from './accounts/accounts.service.ts';
import { authRoutes } from './accounts/auth.routes.ts';
import { usersRoutes } from './accounts/users.routes.ts';
import { createUsersService } from './accounts/users.service.ts';
import { applicantProfileRoutes } from './applications/applicant-profile.routes.ts';
import { createApplicantProfileService } from './applications/applicant-profile.service.ts';
import { applicationListsRoutes } from './applications/application-lists.routes.ts';
import { createApplicationListsService } from './applications/application-lists.service.ts';
import { applicationPartsRoutes } from './applications/application-parts.routes.ts';
import { createApplicationPartsService } from './applications/application-parts.service.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { createApplicationsService } from './applications/applications.service.ts';
import { approbationRoutes } from './applications/approbation.routes.ts';
import { createApprobationService } from './applications/approbation.service.ts';
import { createDecisionNoticesService } from './applications/decision-notices.service.ts';
import { ratingsRoutes } from './applications/ratings.routes.ts';
import { createRatingsService } from './applications/ratings.service.ts';
import { renewalRoutes } from './applications/renewal.routes.ts';
import { createRenewalService } from './applications/renewal.service.ts';
import { createStatisticsService } from './applications/statistics.service.ts';
import { documentFilesRoutes } from './documents/document-files.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { createDocumentsService } from './documents/documents.service.ts';
import { familyRoutes } from './family/family.routes.ts';
import { createFamilyService } from './family/family.service.ts';
import { healthRoutes } from './health/health.routes.ts';
import { createHealthService } from './health/health.service.ts';
import { programmeRoutes } from './public-site/programme.routes.ts';
import { seedProgrammeSettings } from './public-site/programme.seed.ts';
import { createProgrammeService } from './public-site/programme.service.ts';
import { createPublicPagesService } from './public-site/public-pages.service.ts';
import { quotesRoutes } from './public-site/quotes.routes.ts';
import { createQuotesService } from './public-site/quotes.service.ts';
import { referenceRoutes } from './reference/reference.routes.ts';
import { seedReferenceLists, seedRenewalDocumentType } from './reference/reference.seed.ts';
import { createReferenceService } from './reference/reference.service.ts';
import { createBonusService } from './review/bonus.service.ts';
import { reviewRoutes } from './review/review.routes.ts';
import { createReviewService } from './review/review.service.ts';
import { reviewRunsRoutes } from './review/review-runs.routes.ts';
import { createReviewRunsService } from './review/review-runs.service.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';
import { createSessionsService } from './sessions/sessions.service.ts';

/**
 * A part of the API: its routes, mounted under /api and listed under `name` in the API documentation, and the data
 * a fresh database needs from it.
 */
export type ApiModule = {
  name: string;
  routes: FastifyPluginAsync;
  seeders: Seeder[];
};

/** Every module of the API, in the order its routes are registered. Add a module here and its service below. */
export const apiModules: ApiModule[] = [
  { name: 'health', routes: healthRoutes, seeders: [] },
  { name: 'reference', routes: referenceRoutes, seeders: [seedReferenceLists, seedRenewalDocumentType] },
  { name: 'programme', routes: programmeRoutes, seeders: [seedProgrammeSettings] },
  { name: 'quotes', routes: quotesRoutes, seeders: [] },
  { name: 'sessions', routes: sessionsRoutes, seeders: [] },
  { name: 'auth', routes: authRoutes, seeders: [] },
  { name: 'users', routes: usersRoutes, seeders: [seedFirstAdmin] },
  { name: 'applications', routes: applicationsRoutes, seeders: [] },
  { name: 'review', routes: reviewRoutes, seeders: [] },
  { name: 'review runs', routes: reviewRunsRoutes, seeders: [] },
  { name: 'application parts', routes: applicationPartsRoutes, seeders: [] },
  { name: 'applicant profile', routes: applicantProfileRoutes, seeders: [] },
  { name: 'renewal', routes: renewalRoutes, seeders: [] },
  { name: 'approbation', routes: approbationRoutes, seeders: [] },
  { name: 'documents', routes: documentsRoutes, seeders: [] },
  { name: 'files', routes: documentFilesRoutes, seeders: [] },
  { name: 'family', routes: familyRoutes, seeders: [] },
  { name: 'financing and extra activities', routes: applicationListsRoutes, seeders: [] },
  { name: 'ratings', routes: ratingsRoutes, seeders: [] },
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

/**
 * Every service, built once at start from the app context; routes reach theirs as `app.services.<name>`. A service
 * that builds on another's rules receives that service (users on accounts, the public pages on three others).
 */
export function createServices(context: AppContext) {
  const accounts = createAccountsService(context);
  const programme = createProgrammeService(context);
  const quotes = createQuotesService(context);
  const decisionNotices = createDecisionNoticesService(context);
  const sessions = createSessionsService({ ...context, decisionNotices });
  const applications = createApplicationsService(context);
  const reviewRuns = createReviewRunsService(context);
  return {
    health: createHealthService(context),
    reference: createReferenceService(context),
    programme,
    quotes,
    sessions,
    accounts,
    users: createUsersService({ ...context, accounts }),
    publicPages: createPublicPagesService({ programme, quotes, sessions }),
    applications,
    applicationParts: createApplicationPartsService({ ...context, applications }),
    applicantProfile: createApplicantProfileService({ ...context, applications }),
    family: createFamilyService({ ...context, applications }),
    applicationLists: createApplicationListsService({ ...context, applications }),
    ratings: createRatingsService({ ...context, applications }),
    statistics: createStatisticsService(context),
    renewal: createRenewalService(context),
    approbation: createApprobationService({ ...context, decisionNotices }),
    documents: createDocumentsService({ ...context, applications }),
    review: createReviewService(context),
    reviewRuns,
    bonus: createBonusService({ ...context, reviewRuns }),
  };
}

export type Services = ReturnType<typeof createServices>;

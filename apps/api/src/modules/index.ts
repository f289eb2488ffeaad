import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Seeder } from '../db/seeder.ts';
import { acceptanceRoutes } from './acceptance/acceptance.routes.ts';
import { seedFirstAdmin } from './accounts/accounts.seed.ts';
import { authRoutes } from './accounts/auth.routes.ts';
import { twoFactorRoutes } from './accounts/two-factor.routes.ts';
import { usersRoutes } from './accounts/users.routes.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { approbationRoutes } from './approbation/approbation.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { beneficiariesRoutes } from './beneficiaries/beneficiaries.routes.ts';
import { documentFilesRoutes } from './documents/document-files.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { familyRoutes } from './family/family.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { interviewsRoutes } from './interviews/interviews.routes.ts';
import { listsRoutes } from './lists/lists.routes.ts';
import { detailsRoutes } from './parts/details.routes.ts';
import { partsRoutes } from './parts/parts.routes.ts';
import { personalDataRoutes } from './personal-data/personal-data.routes.ts';
import { preselectionRoutes } from './preselection/preselection.routes.ts';
import { programmeRoutes } from './public-site/programme.routes.ts';
import { seedProgrammeSettings } from './public-site/programme.seed.ts';
import { quotesRoutes } from './public-site/quotes.routes.ts';
import { ratingsRoutes } from './ratings/ratings.routes.ts';
import { readsRoutes } from './reads/reads.routes.ts';
import { referenceRoutes } from './reference/reference.routes.ts';
import { seedReferenceLists, seedRenewalDocumentType, seedTranscriptDocumentType } from './reference/reference.seed.ts';
import { renewalRoutes } from './renewal/renewal.routes.ts';
import { reviewRoutes } from './review/review.routes.ts';
import { reviewRunsRoutes } from './review/review-runs.routes.ts';
import { selectionRoutes } from './selection/selection.routes.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';
import { statisticsRoutes } from './statistics/statistics.routes.ts';
import { submissionRoutes } from './submission/submission.routes.ts';

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
 * Every module of the API, in the order its routes are registered: what the server mounts and a fresh database takes
 * from each. Add a module here and its service in the composition root (src/composition.ts), which builds them all. A
 * module may list several parts under their own headings; a module uses another only through its `public.ts` (this
 * list and the composition root are the exceptions; test/platform/module-boundaries.test.ts checks it).
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

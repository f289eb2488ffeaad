import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, ContextOptions } from './context.ts';
import { durableStorage } from './db/durable-storage.ts';
import { createAccessTokens } from './lib/access-token.ts';
import { createDocumentStore } from './lib/document-files.ts';
import { createMailOutbox } from './lib/mail-outbox.ts';
import { createMailer } from './lib/mailer.ts';
import { openFileStorage } from './lib/open-file-storage.ts';
import { createPageChanges } from './lib/page-changes.ts';
import { createRateCounters } from './lib/rate-counters.ts';
import { nodeStorageFs } from './lib/storage.ts';
import { createUploadAllowance } from './lib/upload-allowance.ts';
import { createFileStore } from './lib/uploads.ts';
import { createAcceptanceContext } from './modules/acceptance/acceptance.context.ts';
import { listPublicResults } from './modules/acceptance/list-public-results.ts';
import { openPlaces } from './modules/acceptance/open-places.ts';
import { readAcceptances } from './modules/acceptance/read-acceptances.ts';
import { runDuePlaces } from './modules/acceptance/run-due-places.ts';
import { createPolicyAccess } from './modules/access-policies.ts';
import { createAccountsContext } from './modules/accounts/accounts.context.ts';
import { createBreachDrill } from './modules/accounts/breach-drill.ts';
import { deleteAccount } from './modules/accounts/delete-account.ts';
import { usersRepository } from './modules/accounts/users.repository.ts';
import { applicationsRepository } from './modules/applications/applications.repository.ts';
import { type AcceptanceLookup, createApplicationsService } from './modules/applications/applications.service.ts';
import { createApprobationService } from './modules/approbation/approbation.service.ts';
import { createDecisionNoticesService } from './modules/approbation/decision-notices.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { markYearsEnded } from './modules/beneficiaries/mark-years-ended.ts';
import { documentsRepository } from './modules/documents/documents.repository.ts';
import { forgetPersonsDocuments } from './modules/documents/forget-persons-documents.ts';
import { sweepDocumentFilesDaily } from './modules/documents/sweep-document-files.ts';
import { createFamilyService } from './modules/family/family.service.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createInterviewSlotsService } from './modules/interviews/interview-slots.service.ts';
import { createInterviewsService } from './modules/interviews/interviews.service.ts';
import { createListsService } from './modules/lists/lists.service.ts';
import { createDetailsService } from './modules/parts/details.service.ts';
import { highSchoolResumesRepository } from './modules/parts/parts.repository.ts';
import { createPartsService } from './modules/parts/parts.service.ts';
import { createPersonalDataService } from './modules/personal-data/personal-data.service.ts';
import { createPreselectionService } from './modules/preselection/preselection.service.ts';
import { createProgrammeService } from './modules/public-site/programme.service.ts';
import { createPublicPagesService } from './modules/public-site/public-pages.service.ts';
import { createQuotesService } from './modules/public-site/quotes.service.ts';
import { createRatingsService } from './modules/ratings/ratings.service.ts';
import { createReadsService } from './modules/reads/reads.service.ts';
import type { ReferenceUsages } from './modules/reference/reference.lists.ts';
import { createReferenceService } from './modules/reference/reference.service.ts';
import { createRemindersService } from './modules/reminders/reminders.service.ts';
import { createRenewalService } from './modules/renewal/renewal.service.ts';
import { createRetentionService } from './modules/retention/retention.service.ts';
import { createReviewContext } from './modules/review/review.context.ts';
import { createEvaluationsService } from './modules/selection/evaluations.service.ts';
import { refreshSelectionScores, seatsRepository, selectionFigures } from './modules/selection/public.ts';
import { createSelectionService } from './modules/selection/selection.service.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { createStatisticsService } from './modules/statistics/statistics.service.ts';
import { createSubmissionService } from './modules/submission/submission.service.ts';

/**
 * The composition root: the one place that builds the server's parts and wires the modules together. The app
 * context first, then every service from it, then the periodic jobs on those services. The server (plugins/context.ts)
 * and the commands that run without one (scripts/server-command.ts) compose the same way, here.
 */
export function compose(options: ContextOptions, log: FastifyBaseLogger) {
  const context = createAppContext(options, log);
  return { context, services: createServices(context) };
}

/**
 * The app context: the database, the file stores writing through the database's durability, the mail outbox, the
 * tokens, and the access check, which asks the selection's seats for a staff member's seats and conflicts.
 */
function createAppContext(options: ContextOptions, log: FastifyBaseLogger): AppContext {
  const { config, database } = options;
  // Files the stores write are flushed with the database's changes, and their removals wait for a backup.
  const storage = durableStorage(options.fs ?? nodeStorageFs, database.durability);
  const fileStorage = openFileStorage(config.files, config.dataDir, storage);
  // The .eml files of the outbox directory too: a mail marked sent is on disk.
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log, fs: storage.fs });
  const rateCounters = createRateCounters(database.db);
  return {
    config,
    database,
    db: database.db,
    outbox: createMailOutbox({ database, mailer, log, retry: options.mailRetry }),
    fileStorage,
    files: createFileStore(fileStorage),
    documentFiles: createDocumentStore(fileStorage),
    fileRemovals: fileStorage.removals ?? storage.removals,
    rateCounters,
    uploadAllowance: createUploadAllowance(rateCounters, {
      files: config.uploadsPerHour,
      bytes: config.uploadBytesPerHour,
    }),
    accessTokens: createAccessTokens(config.jwtSecret, config.jwtTtlHours, database.db),
    access: createPolicyAccess(database.db, seatsRepository),
    pageChanges: createPageChanges(),
  };
}

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
function createServices(context: AppContext) {
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
    review: createReviewContext(context, { selectionFigures }),
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
 * (decision 562) and the sweep of document files no row names. Each may run twice at once and still acts once.
 * `app` is the context with the services and the log (the server).
 */
export const scheduledJobs = (app: AppContext & { services: Services; log: FastifyBaseLogger }) => [
  { name: 'places', run: (now: Date) => runDuePlaces(app, { now }) },
  { name: 'submission reminders', run: (now: Date) => app.services.reminders.runDue(now) },
  { name: 'interview reminders', run: (now: Date) => app.services.interviews.runDueReminders(now) },
  { name: 'years ended', run: (now: Date) => markYearsEnded(app, { now }) },
  { name: 'retention', run: (now: Date) => app.services.retention.runDaily(now) },
  { name: 'document files', run: (now: Date) => sweepDocumentFilesDaily(app, now) },
];

import type { PublicResultsSession } from '@portal/shared/acceptance';
import { landingQuoteCount, type PublicPageData } from '@portal/shared/public-pages';
import type { SessionsService } from '../sessions/public.ts';
import { createEligibilityCheck } from './eligibility-check.ts';
import type { ProgrammeService } from './programme.service.ts';
import type { QuotesService } from './quotes.service.ts';

/**
 * What the server-rendered public pages show (decision 007): the same answers as GET /statistics,
 * /settings/public, /quotes/random and /sessions/current, read in one go so the page needs no call of its own.
 */
export function createPublicPagesService({
  programme,
  quotes,
  sessions,
  results,
}: {
  programme: ProgrammeService;
  quotes: QuotesService;
  sessions: SessionsService;
  /** The public results, read by the module that keeps the places (acceptance). */
  results: () => Promise<PublicResultsSession[]>;
}) {
  return {
    async read(): Promise<PublicPageData> {
      return {
        statistics: await programme.getStatistics(),
        publicSettings: await programme.getPublicSettings(),
        quotes: await quotes.random(landingQuoteCount),
        currentSession: await sessions.current(),
        results: await results(),
      };
    },
    /** The answers posted by the "Am I eligible?" page, checked (decision 302). */
    checkEligibility: createEligibilityCheck({ programme, sessions }),
  };
}

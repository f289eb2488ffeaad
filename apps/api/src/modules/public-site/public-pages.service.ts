import type { PublicResultsSession } from '@portal/shared/acceptance';
import { landingQuoteCount, type PublicPageData } from '@portal/shared/public-pages';
import type { SessionsService } from '../sessions/public.ts';
import { createEligibilityCheck } from './eligibility-check.ts';
import type { ProgrammeService } from './programme.service.ts';
import { drawQuotes, type QuotesService } from './quotes.service.ts';

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
  /**
   * Everything the pages show, with every quote: two reads that are equal give the same pages, but for the quotes
   * each page draws (`pageData`). The rendered pages are kept while it stays the same (plugins/public-pages.ts).
   */
  async function content(): Promise<PublicPageData> {
    return {
      statistics: await programme.getStatistics(),
      publicSettings: await programme.getPublicSettings(),
      quotes: await quotes.all(),
      currentSession: await sessions.current(),
      results: await results(),
    };
  }

  /** What one page shows of the content: a few of its quotes, drawn at random. */
  const pageData = (all: PublicPageData): PublicPageData => ({
    ...all,
    quotes: drawQuotes(all.quotes, landingQuoteCount),
  });

  return {
    content,
    pageData,
    /** What a page rendered for one visitor shows (a posted form's answer). */
    read: async (): Promise<PublicPageData> => pageData(await content()),
    /** The answers posted by the "Am I eligible?" page, checked (decision 302). */
    checkEligibility: createEligibilityCheck({ programme, sessions }),
  };
}

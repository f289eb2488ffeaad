import { landingQuoteCount, type PublicPageData } from '@portal/shared/public-pages';
import type { Db } from '../../db/client.ts';
import { createSessionsService } from '../sessions/sessions.service.ts';
import { getPublicSettings, getStatistics } from './programme.service.ts';
import { randomQuotes } from './quotes.repository.ts';

/**
 * What the server-rendered public pages show (decision 007): the same answers as GET /statistics,
 * /settings/public, /quotes/random and /sessions/current, read in one go so the page needs no call of its own.
 */
export async function readPublicPageData(db: Db): Promise<PublicPageData> {
  const statistics = await getStatistics(db);
  const publicSettings = await getPublicSettings(db);
  const quotes = (await randomQuotes(db, landingQuoteCount)).map(
    ({ id, fullName, position, company, content, image }) => ({
      id,
      fullName,
      position,
      company,
      content,
      image,
    }),
  );
  const currentSession = await createSessionsService(db).current();
  return { statistics, publicSettings, quotes, currentSession };
}

import type { Rating, RatingInput, SessionRating } from '@portal/shared/list-steps';
import type { ListQuery, Page } from '@portal/shared/paging';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseListQuery, toPage } from '../../lib/list-query.ts';
import { type ApplicationRow, lockForChange } from '../applications/public.ts';
import { sessionsRepository } from '../sessions/public.ts';
import { type RatingRow, ratingsRepository as ratings, sessionRatingListSpec } from './ratings.repository.ts';

function toRating(row: RatingRow): Rating {
  return {
    id: row.id,
    applicationId: row.applicationId,
    stars: row.stars,
    suggestion: row.suggestion,
    content: row.content,
    modified: row.modified.toISOString(),
  };
}

/**
 * What applicants think of the portal and the process: one rating per application, written by its owner while the
 * application may change (the access policy says who reads and writes it), read by administrators session by session.
 */
export function createRatingsService({ db }: Pick<AppContext, 'db'>) {
  return {
    async ofApplication(application: Pick<ApplicationRow, 'id'>): Promise<Rating | null> {
      const row = await ratings.findOfApplication(db, application.id);
      return row ? toRating(row) : null;
    },

    async replace(application: Pick<ApplicationRow, 'id'>, input: RatingInput): Promise<Rating> {
      return db.transaction(async (tx) => {
        await lockForChange(tx, application.id);
        const values = { stars: input.stars, suggestion: input.suggestion || null, content: input.content || null };
        return toRating(await ratings.replace(tx, application.id, values));
      });
    },

    /** Idempotent: once it answers, the application has no rating, whether it had one or not. */
    async remove(application: Pick<ApplicationRow, 'id'>): Promise<void> {
      await db.transaction(async (tx) => {
        await lockForChange(tx, application.id);
        await ratings.removeOfApplication(tx, application.id);
      });
    },

    async ofSession(sessionId: number, query: ListQuery): Promise<Page<SessionRating>> {
      if (!(await sessionsRepository.find(db, sessionId))) throw notFound('session');
      const list = parseListQuery(query, sessionRatingListSpec);
      const { rows, total } = await ratings.listOfSession(db, sessionId, list);
      const content = rows.map((row) => ({
        ...toRating(row),
        applicantName: row.applicantName,
        created: row.created.toISOString(),
      }));
      return toPage(content, total, list);
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { documentsRepository as documents } from './documents.repository.ts';

/**
 * Removes the files no row names (a crash between a file and its row), and stale temporary files, once older than
 * an upload under way can be (the storage's `orphanGraceMs`); answers their names.
 */
export function sweepDocumentFiles(
  { db, documentFiles: store }: Pick<AppContext, 'db' | 'documentFiles'>,
  now = Date.now(),
) {
  return store.sweep((names) => documents.namedFiles(db, names), now);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sweep as a job of the server's rounds (src/composition.ts), run beside the requests, so the server answers at
 * once however many files it keeps (about half a minute of listing at 50,000 candidates): once a day among the
 * servers on one database, the first round after a start included, so a crash's orphans go soon after they are an
 * hour old. Answers the names removed, or undefined when another round of the day has swept.
 */
export async function sweepDocumentFilesDaily(
  app: Pick<AppContext, 'db' | 'documentFiles' | 'rateCounters'> & { log: FastifyBaseLogger },
  now: Date,
): Promise<string[] | undefined> {
  if (!(await app.rateCounters.claim('daily:document files', now, new Date(now.getTime() + DAY_MS)))) return undefined;
  const removed = await sweepDocumentFiles(app, now.getTime());
  if (removed.length) app.log.warn({ removed }, 'removed document files that no row names');
  return removed;
}

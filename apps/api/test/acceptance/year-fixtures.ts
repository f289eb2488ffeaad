import { programmeDay } from '@portal/shared/session-rules';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { runSeeders } from '../../src/db/seeder.ts';
import { seeders } from '../../src/modules/index.ts';
import type { TestApp, TestUser } from '../test-app.ts';
import { answer, placesFixtures } from './fixtures.ts';

const day = 86_400_000;

/** A day of the programme's calendar (Africa/Douala), `offset` days from today. */
export const programmeToday = (offset = 0) => programmeDay(new Date(Date.now() + offset * day));

export type Holder = { user: TestUser; id: number };

/**
 * A session published `daysAgo` days ago whose first `accepted` approved candidates accepted their place, and one
 * more who declined.
 */
export async function scholarshipYear(t: TestApp, { daysAgo = 100, accepted = 1 } = {}) {
  // The reference lists, the type of the transcripts among them.
  await runSeeders(seeders, t.database.db, t.config, t.app.log);
  const f = placesFixtures(t);
  const sessionId = await f.openSession();
  const holders: Holder[] = [];
  for (let rank = 1; rank <= accepted; rank++) holders.push(await f.candidate(sessionId, { status: 'APPROVED', rank }));
  const declined = await f.candidate(sessionId, { status: 'APPROVED', rank: accepted + 1 });
  await f.close(sessionId);
  const publishedAt = new Date(Date.now() - daysAgo * day);
  await t.database.db.update(sessions).set({ publishedAt }).where(eq(sessions.id, sessionId));
  for (const holder of holders)
    expect((await answer(t, holder.user, holder.id, { accept: true, commitment: true })).statusCode).toBe(200);
  expect((await answer(t, declined.user, declined.id, { accept: false })).statusCode).toBe(200);
  return {
    sessionId,
    holders,
    declined,
    startDay: programmeDay(publishedAt),
  };
}

/** A call in the reader's language. */
export const caller =
  (t: TestApp) =>
  (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'en') =>
    t.injectAs(user, { method, url, payload, headers: { 'accept-language': lang } });

/** A calendar day as the reader's language writes it in a sentence ("1 décembre 2026"). */
export const dayInWords = (isoDay: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

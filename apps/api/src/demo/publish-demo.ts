import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index.ts';

type Candidate = { id: number; rank: number | null; eligible: boolean | null };

/**
 * The committee's work on a demonstration session, through the API as an administrator does it: the eligibility
 * check, the scores, the best ranked approved (as many as the session selects), two ineligible files rejected with a
 * reason, then the session closed, which publishes the list, mails every candidate and opens each place's ten days.
 * The candidates in between stay undecided, as on a real list. Needs an administrator (`ADMIN_EMAIL`).
 */
export async function publishDemoSession(app: FastifyInstance, sessionId: number): Promise<{ approved: number }> {
  const [admin] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.active, true)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin)
    throw new Error('publishing the demonstration session needs an administrator: set ADMIN_EMAIL and ADMIN_PASSWORD');
  const token = await app.accessTokens.sign({ userId: admin.id, role: admin.role, version: admin.tokenVersion });
  const call = async <T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object): Promise<T> => {
    const answer = await app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    return (answer.json() as { data: T }).data;
  };

  await call('POST', `/applications/eligibility-check/${sessionId}`);
  await call('POST', `/applications/save-total-scores/${sessionId}`);
  const session = await call<{ candidatesToSelect: number }>('GET', `/sessions/${sessionId}`);
  const candidates: Candidate[] = [];
  for (let page = 0; ; page += 1) {
    const found = await call<{ content: Candidate[]; totalPages: number }>(
      'GET',
      `/applications?filter=${encodeURIComponent(`session.id:eq:${sessionId}`)}&sort=rank,asc&size=100&page=${page}`,
    );
    candidates.push(...found.content);
    if (page + 1 >= found.totalPages) break;
  }
  const chosen = candidates.filter((candidate) => candidate.rank !== null).slice(0, session.candidatesToSelect);
  for (const candidate of chosen)
    await call('PATCH', `/applications/${candidate.id}/approbation`, { status: 'APPROVED' });
  for (const candidate of candidates.filter((row) => row.eligible === false).slice(0, 2))
    await call('PATCH', `/applications/${candidate.id}/approbation`, {
      status: 'REJECTED',
      reason: 'Le relevé de notes envoyé est illisible et le certificat de scolarité manque.',
    });
  await call('PUT', `/sessions/${sessionId}/status/CLOSED`);
  return { approved: chosen.length };
}

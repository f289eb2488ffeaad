import type { Criterion, InterviewSlot } from '@portal/shared/selection';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, interviewSlots, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createRandom } from './demo-people.ts';

/**
 * Where the demonstration session is left: `submitted` (the submission period over, nothing checked or decided yet),
 * `preselected` (checked, scored, the interview shortlist drawn, slots opened and most of it booked),
 * `interviewed` (panels formed, interviews held, evaluations submitted, final scores) or `published` (decided by the
 * final ranking and published).
 */
export const demoStages = ['submitted', 'preselected', 'interviewed', 'published'] as const;
export type DemoStage = (typeof demoStages)[number];

export type DemoOutcome = { preselected: number; booked: number; evaluations: number; approved: number };

type Candidate = { id: number; userId: number | null; eligible: boolean | null; preselected: boolean };
type Ranked = { id: number; finalRank: number | null };
type Seat = { applicationId: number; interview: { state: string } | null };
type User = typeof users.$inferSelect;

/** The demonstration's evaluators: two of the Swiss committee, one of the Cameroon branch. */
const demoEvaluators = [
  { firstName: 'Chiara', lastName: 'Bernasconi', locale: 'it', bias: -1 },
  { firstName: 'Lukas', lastName: 'Meier', locale: 'fr', bias: 0 },
  { firstName: 'Hélène', lastName: 'Mbarga', locale: 'fr', bias: 0 },
] as const;
/** Share of the final score the demonstration's interviews carry, and staff per panel. */
const demoSelection = { interviewWeight: 40, panelSize: 2 } as const;
const hour = 3600_000;
const day = 24 * hour;

/**
 * The committee's year on a demonstration session up to `stage`, through the API as its people do it (an
 * administrator, the applicants, the evaluators), so the demonstration follows the product's rules: the eligibility
 * check and the scores; the shortlist (twice the places), interview slots from three days on, two in three of the
 * shortlist booking one; evaluator accounts (signing in with `password`), panels, the interviews held (the slots are
 * then moved into the past, as if the days had gone by) and scored, one evaluator markedly severe; then the best of
 * the final ranking approved, two ineligible files rejected with a reason, and the session closed, which publishes
 * the list, mails every candidate and opens each place's ten days. Needs an administrator (`ADMIN_EMAIL`).
 */
export async function advanceDemoSession(
  app: FastifyInstance,
  sessionId: number,
  stage: DemoStage,
  password: string,
): Promise<DemoOutcome> {
  const outcome: DemoOutcome = { preselected: 0, booked: 0, evaluations: 0, approved: 0 };
  if (stage === 'submitted') return outcome;
  const random = createRandom(sessionId);
  const [admin] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.active, true)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin)
    throw new Error('the committee of the demonstration needs an administrator: set ADMIN_EMAIL and ADMIN_PASSWORD');
  const as = async (user: User) => {
    const token = await app.accessTokens.sign({ userId: user.id, role: user.role, version: user.tokenVersion });
    return async <T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object): Promise<T> => {
      const answer = await app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
      return (answer.json() as { data: T }).data;
    };
  };
  const committee = await as(admin);
  const everyPage = async <T>(query: string): Promise<T[]> => {
    const rows: T[] = [];
    for (let page = 0; ; page += 1) {
      const found = await committee<{ content: T[]; totalPages: number }>(
        'GET',
        `/applications?filter=${encodeURIComponent(`session.id:eq:${sessionId}`)}&${query}&size=100&page=${page}`,
      );
      rows.push(...found.content);
      if (page + 1 >= found.totalPages) break;
    }
    return rows;
  };

  // The review and the shortlist.
  await committee('POST', `/applications/eligibility-check/${sessionId}`);
  await committee('POST', `/applications/save-total-scores/${sessionId}`);
  const session = await committee<{ candidatesToSelect: number }>('PATCH', `/sessions/${sessionId}`, demoSelection);
  const ranked = await everyPage<Ranked>('sort=finalRank,asc');
  const competing = ranked.filter((row) => row.finalRank !== null).length;
  const count = Math.min(competing, 2 * session.candidatesToSelect);
  if (count > 0) await committee('POST', `/sessions/${sessionId}/preselection`, { count });
  const shortlist = (await everyPage<Candidate>('sort=totalScore,desc')).filter((row) => row.preselected);
  outcome.preselected = shortlist.length;

  // Slots of half an hour, three places each, from three days on; two in three of the shortlist book one.
  const start = new Date(Math.ceil((Date.now() + 3 * day) / day) * day + 7 * hour); // 08:00 in Cameroon
  const slots: InterviewSlot[] = [];
  for (let i = 0; i < Math.ceil(shortlist.length / 3) + 1; i += 1) {
    slots.push(
      await committee<InterviewSlot>('POST', `/sessions/${sessionId}/interview-slots`, {
        startsAt: new Date(start.getTime() + i * 30 * 60_000).toISOString(),
        minutes: 30,
        place: 'Salle du comité, bâtiment de la bourse',
        videoUrl: i % 2 === 1 ? 'https://meet.jit.si/bourse-entretien' : null,
        capacity: 3,
      }),
    );
  }
  const applicants = await app.db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        shortlist.flatMap((row) => (row.userId === null ? [] : [row.userId])),
      ),
    );
  const booking = shortlist.filter((_, index) => index % 3 !== 2);
  for (const [index, row] of booking.entries()) {
    const applicant = applicants.find((user) => user.id === row.userId);
    if (!applicant) continue;
    const slot = slots[Math.floor(index / 3)]!;
    await (await as(applicant))('PUT', `/applications/${row.id}/interview`, { slotId: slot.id });
    outcome.booked += 1;
  }
  if (stage === 'preselected') return outcome;

  // The evaluators, the panels, the interviews (the days go by), the evaluations.
  const passwordHash = await hashPassword(password);
  const evaluators = await app.db
    .insert(users)
    .values(
      demoEvaluators.map((person, index) => ({
        firstName: person.firstName,
        lastName: person.lastName,
        username: `evaluator${sessionId}-${index + 1}`,
        email: `evaluator${index + 1}.session${sessionId}@demo.example`,
        passwordHash,
        role: 'EVALUATOR' as const,
        accountVerified: true,
        locale: person.locale,
      })),
    )
    .returning();
  await app.db
    .update(interviewSlots)
    .set({ startsAt: sql`${interviewSlots.startsAt} - interval '7 days'` })
    .where(eq(interviewSlots.sessionId, sessionId));
  await app.db
    .update(applications)
    .set({ interviewRemindedAt: new Date() })
    .where(and(eq(applications.sessionId, sessionId), eq(applications.interviewState, 'BOOKED')));
  await committee('POST', `/sessions/${sessionId}/panels`);
  for (const row of shortlist)
    await committee('PATCH', `/applications/${row.id}/interview`, {
      state: booking.includes(row) ? 'HELD' : 'MISSED',
    });
  const { criteria } = await committee<{ criteria: Criterion[] }>('GET', `/sessions/${sessionId}/rubric`);
  const quality = new Map(shortlist.map((row) => [row.id, random.int(2, 5)]));
  const staff = [
    { user: admin, bias: 0 },
    ...evaluators.map((user, index) => ({ user, bias: demoEvaluators[index]!.bias })),
  ];
  for (const { user, bias } of staff) {
    const evaluator = await as(user);
    const seats = await evaluator<Seat[]>('GET', '/users/me/interviews');
    // A missed interview gets no marks: only the panels that sat evaluate.
    for (const seat of seats.filter((one) => one.interview?.state === 'HELD')) {
      const base = quality.get(seat.applicationId);
      if (base === undefined) continue;
      const scores = Object.fromEntries(
        criteria.map((criterion) => [criterion.code, Math.max(0, Math.min(5, base + bias + random.int(-1, 1)))]),
      );
      await evaluator('PUT', `/applications/${seat.applicationId}/evaluations/mine`, {
        scores,
        comment: 'Entretien clair ; projet d’études réaliste.',
        submit: true,
      });
      outcome.evaluations += 1;
    }
  }
  if (stage === 'interviewed') return outcome;

  // The decisions by the final ranking, and the publication.
  const final = (await everyPage<Ranked & { eligible: boolean | null }>('sort=finalRank,asc')).filter(
    (row) => row.finalRank !== null,
  );
  const chosen = final.slice(0, session.candidatesToSelect);
  for (const candidate of chosen)
    await committee('PATCH', `/applications/${candidate.id}/approbation`, { status: 'APPROVED' });
  const all = await everyPage<Candidate>('sort=totalScore,desc');
  for (const candidate of all.filter((row) => row.eligible === false).slice(0, 2))
    await committee('PATCH', `/applications/${candidate.id}/approbation`, {
      status: 'REJECTED',
      reason: 'Le relevé de notes envoyé est illisible et le certificat de scolarité manque.',
    });
  await committee('PUT', `/sessions/${sessionId}/status/CLOSED`);
  outcome.approved = chosen.length;
  return outcome;
}

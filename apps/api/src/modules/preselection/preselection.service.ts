import {
  competesForPreselection,
  drawShortlist,
  interviewCommitted,
  interviewOver,
  submissionsEnded,
} from '@portal/shared/preselection-rules';
import type { PublicSettings } from '@portal/shared/programme';
import type {
  PreselectionChange,
  PreselectionInput,
  PreselectionPreview,
  PreselectionResult,
  PreselectionState,
} from '@portal/shared/selection';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { applicationsRepository as applications } from '../applications/public.ts';
import { recordAudit, recordAudits } from '../review/public.ts';
import { type SessionRow, sessionsRepository as sessions } from '../sessions/public.ts';
import { buildPreselectedMail, buildRemovedMail, type ShortlistNotice } from './preselection.mail.ts';
import { type ShortlistRow, preselectionRepository as shortlist } from './preselection.repository.ts';

type Contact = Pick<PublicSettings, 'email' | 'phone'>;

/** The session whose shortlist changes: its submissions are in, its decisions not yet published. */
async function preselectableSession(conn: Conn, sessionId: number, lock: boolean): Promise<SessionRow> {
  // Locked, as a decision and the closing take it: a change of the shortlist never lands after the publication.
  const session = await sessions.find(conn, sessionId, { lock });
  if (!session) throw notFound('session');
  if (session.status === 'CLOSED') throw new AppError('SESSION_CLOSED', { key: 'preselection.sessionClosed' });
  if (!submissionsEnded(session)) throw new AppError('SUBMISSIONS_OPEN');
  return session;
}

/** What a run with `count` would do to the session's shortlist as it stands in `rows`. */
function planRun(rows: ShortlistRow[], count: number) {
  const competing = rows.filter((row) => competesForPreselection(row));
  const drawn = drawShortlist(
    competing.map((row) => ({ id: row.id, totalScore: row.totalScore!, type: row.type })),
    count,
  );
  const chosen = new Set(drawn.ids);
  const joining = rows.filter((row) => chosen.has(row.id) && !row.preselected);
  const leaving = rows.filter((row) => row.preselected && !chosen.has(row.id));
  const blocked = leaving.filter((row) => interviewCommitted(row.interviewState));
  return { competing: competing.length, drawn, joining, leaving, blocked };
}

/**
 * The interview shortlist of a session, once its submission period has ended and until its decisions are published.
 * A run takes the `count` best total scores among the competing applications (submitted, eligible, scored, not
 * rejected) with every tie of the last one, and replaces the shortlist with them, except that it never takes off an
 * application whose interview is booked or over (409 `PRESELECTION_LOCKED`): once interviews are booked the
 * shortlist grows by a run with a larger count, or changes by hand. By hand the committee adds any submitted
 * application not rejected, or removes one whose interview has not taken place, always with a reason. Each change is
 * one line of the trail (`PRESELECTION`; a run's line names its count and cut) and one mail to the applicant,
 * written in the same transaction, which locks the session first as decisions and the closing do.
 */
export function createPreselectionService({
  db,
  outbox,
  config,
  contact,
}: Pick<AppContext, 'db' | 'outbox' | 'config'> & { contact: () => Promise<Contact> }) {
  /** The mails of these applications, each built from its notice; an application without an account gets none. */
  const mailsOf = (
    rows: ShortlistRow[],
    session: SessionRow,
    programme: Contact,
    build: (notice: ShortlistNotice, row: ShortlistRow) => Mail,
  ): Mail[] =>
    rows.flatMap((row) =>
      row.person
        ? [
            build(
              { person: row.person, session, applicationId: row.id, contact: programme, publicUrl: config.publicUrl },
              row,
            ),
          ]
        : [],
    );
  const removal = (notice: ShortlistNotice, row: ShortlistRow) =>
    buildRemovedMail({ ...notice, bookedAt: row.bookedAt });

  return {
    /** GET /sessions/{id}/preselection?count=N: what the run would do, for the committee to see before confirming. */
    async preview(sessionId: number, count: number): Promise<PreselectionPreview> {
      await preselectableSession(db, sessionId, false);
      const plan = planRun(await shortlist.sessionRows(db, sessionId), count);
      return {
        competing: plan.competing,
        cutScore: plan.drawn.cutScore,
        preselected: plan.drawn.ids.length,
        tiedAtCut: plan.drawn.tiedAtCut,
        byType: plan.drawn.byType,
        joining: plan.joining.length,
        leaving: plan.leaving.length,
        blocked: plan.blocked.length,
      };
    },

    /** POST /sessions/{id}/preselection: the shortlist replaced by the run's, each change audited and mailed. */
    async run(actor: CurrentUser, sessionId: number, input: PreselectionInput): Promise<PreselectionResult> {
      const programme = await contact();
      const result = await db.transaction(async (tx) => {
        const session = await preselectableSession(tx, sessionId, true);
        const plan = planRun(await shortlist.sessionRows(tx, sessionId, { lock: true }), input.count);
        if (plan.blocked.length > 0)
          throw new AppError('PRESELECTION_LOCKED', { params: { count: plan.blocked.length } });
        await shortlist.setPreselected(
          tx,
          plan.joining.map((row) => row.id),
          true,
        );
        await shortlist.setPreselected(
          tx,
          plan.leaving.map((row) => row.id),
          false,
        );
        const run = { count: input.count, cutScore: plan.drawn.cutScore };
        await recordAudits(tx, actor.id, 'PRESELECTION', [
          ...plan.joining.map((row) => ({
            applicationId: row.id,
            before: { preselected: false },
            after: { preselected: true, run },
          })),
          ...plan.leaving.map((row) => ({
            applicationId: row.id,
            before: { preselected: true },
            after: { preselected: false, run },
          })),
        ]);
        const mails = [
          ...mailsOf(plan.joining, session, programme, buildPreselectedMail),
          ...mailsOf(plan.leaving, session, programme, removal),
        ];
        await outbox.enqueue(tx, mails);
        return { preselected: plan.drawn.ids.length, cutScore: plan.drawn.cutScore, mailed: mails.length };
      });
      if (result.mailed > 0) void outbox.deliver();
      return { preselected: result.preselected, cutScore: result.cutScore };
    },

    /** PATCH /applications/{id}/preselection: one application added or removed by hand, with the committee's reason. */
    async change(actor: CurrentUser, applicationId: number, input: PreselectionChange): Promise<PreselectionState> {
      const programme = await contact();
      let mailed = false;
      const state = await db.transaction(async (tx) => {
        const found = await applications.find(tx, applicationId);
        if (!found) throw notFound('application');
        const session = await preselectableSession(tx, found.sessionId, true);
        const row = await shortlist.applicationRow(tx, applicationId, { lock: true });
        if (!row) throw notFound('application');
        const unchanged = { id: row.id, preselected: row.preselected, interviewState: row.interviewState };
        // Asked again, the same change changes nothing and writes nothing, its reason included.
        if (row.preselected === input.preselected) return unchanged;
        if (input.preselected && !row.submitted) throw new AppError('CONFLICT', { key: 'preselection.notSubmitted' });
        if (input.preselected && row.status === 'REJECTED')
          throw new AppError('CONFLICT', { key: 'preselection.rejected' });
        if (!input.preselected && interviewOver(row.interviewState))
          throw new AppError('PRESELECTION_LOCKED', { key: 'preselection.interviewOver' });
        await shortlist.setPreselected(tx, [row.id], input.preselected);
        await recordAudit(tx, {
          applicationId: row.id,
          actor,
          action: 'PRESELECTION',
          before: { preselected: row.preselected },
          after: { preselected: input.preselected },
          note: input.reason,
        });
        const mails = mailsOf([row], session, programme, input.preselected ? buildPreselectedMail : removal);
        await outbox.enqueue(tx, mails);
        mailed = mails.length > 0;
        return {
          id: row.id,
          preselected: input.preselected,
          interviewState: input.preselected ? ('INVITED' as const) : null,
        };
      });
      if (mailed) void outbox.deliver();
      return state;
    },
  };
}
export type PreselectionService = ReturnType<typeof createPreselectionService>;

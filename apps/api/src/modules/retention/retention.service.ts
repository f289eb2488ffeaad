import type { RetentionDetails } from '@portal/shared/audit-events';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../accounts/public.ts';
import { type AuditActor, auditEventsRepository, serverActors } from '../audit/public.ts';
import { documentsRepository } from '../documents/public.ts';
import { type Cutoffs, retentionRepository as retention } from './retention.repository.ts';

/** What a run did (or would do) to one session's applications, and the accounts that went with them. */
export type SessionRetention = {
  id: number;
  name: string;
  year: number;
  /** ISO 8601: when the session closed. */
  closedAt: string;
  applications: number;
  beneficiaries: number;
  files: number;
  accounts: number;
};

/**
 * A run's report: per session, then the accounts that had no application at all (signed up, never applied), and
 * the totals written to the audit.
 */
export type RetentionReport = {
  dryRun: boolean;
  cutoffs: { applications: string; payments: string };
  sessions: SessionRetention[];
  accountsWithoutApplication: number;
  totals: RetentionDetails;
};

/** What the accounts module lends the retention: an account's deletion, with what other modules forget of it. */
export type AccountRemoval = { removeUser(user: UserRow): Promise<void> };

/** Applications anonymised in one transaction: small enough that the embedded database serves others between them. */
const BATCH = 100;

const yearsBefore = (now: Date, years: number) => {
  const moment = new Date(now);
  moment.setUTCFullYear(moment.getUTCFullYear() - years);
  return moment;
};

/**
 * Nothing kept longer than needed (decision 562). An application of a session closed RETENTION_YEARS ago that led
 * to no scholarship, or PAYMENT_RETENTION_YEARS ago for a beneficiary's (its payments are kept for the accounts), is
 * anonymised: what names the applicant or what anyone wrote goes, its documents and their files go, and it leaves
 * the applicant's account; the figures the statistics and their comparisons read stay. An applicant's account left
 * with no application and not signed in for RETENTION_YEARS is then deleted as an account's deletion does. Runs
 * once a day with the jobs (one server of a database claims it), and on demand (`npm run retention`), which may only
 * list what would go.
 */
export function createRetentionService({
  db,
  config,
  documentFiles,
  accounts,
}: Pick<AppContext, 'db' | 'config' | 'documentFiles'> & { accounts: AccountRemoval }) {
  const cutoffsAt = (now: Date): Cutoffs => ({
    applications: yearsBefore(now, config.retention.years),
    payments: yearsBefore(now, config.retention.paymentYears),
  });

  /** What a run did, session by session, as it goes (a run a failure stops still tells what it did). */
  function createTally(cutoffs: Cutoffs, dryRun: boolean) {
    const bySession = new Map<number, SessionRetention>();
    let loose = 0;
    return {
      session(row: { id: number; name: string; year: number; closedAt: Date | string }): SessionRetention {
        let found = bySession.get(row.id);
        if (!found) {
          const closedAt = new Date(row.closedAt).toISOString();
          found = {
            id: row.id,
            name: row.name,
            year: row.year,
            closedAt,
            applications: 0,
            beneficiaries: 0,
            files: 0,
            accounts: 0,
          };
          bySession.set(row.id, found);
        }
        return found;
      },
      find: (id: number) => bySession.get(id),
      /** An account gone: counted with the session of its last application, if it had one. */
      account(session: SessionRetention | undefined) {
        if (session) session.accounts += 1;
        else loose += 1;
      },
      report(): RetentionReport {
        const sessions = [...bySession.values()].sort((a, b) => a.closedAt.localeCompare(b.closedAt) || a.id - b.id);
        const sum = (key: 'applications' | 'beneficiaries' | 'files' | 'accounts') =>
          sessions.reduce((total, session) => total + session[key], 0);
        return {
          dryRun,
          cutoffs: { applications: cutoffs.applications.toISOString(), payments: cutoffs.payments.toISOString() },
          sessions,
          accountsWithoutApplication: loose,
          totals: {
            dryRun,
            sessions: sessions.filter((session) => session.applications > 0).length,
            applications: sum('applications'),
            beneficiaries: sum('beneficiaries'),
            files: sum('files'),
            accounts: sum('accounts') + loose,
          },
        };
      },
    };
  }
  type Tally = ReturnType<typeof createTally>;

  /** What is due now, changing nothing. */
  async function plan(now: Date): Promise<RetentionReport> {
    const cutoffs = cutoffsAt(now);
    const tally = createTally(cutoffs, true);
    for (const row of await retention.dueBySession(db, cutoffs)) {
      const session = tally.session(row);
      session.applications = row.applications;
      session.beneficiaries = row.beneficiaries;
      session.files = row.files;
    }
    for (const { sessionId } of await retention.abandonedAccounts(db, cutoffs.applications, cutoffs))
      tally.account(sessionId === null ? undefined : tally.find(sessionId));
    return tally.report();
  }

  /** Anonymises what is due, a batch per transaction, then deletes the accounts left with nothing to keep. */
  async function apply(cutoffs: Cutoffs, now: Date, tally: Tally): Promise<void> {
    // Each applicant's last anonymised application's session: where their account's deletion is counted.
    const lastSessionOf = new Map<number, SessionRetention>();
    for (;;) {
      const { rows, files } = await db.transaction(async (tx) => {
        const rows = await retention.lockDue(tx, cutoffs, BATCH);
        const ids = rows.map((row) => row.id);
        await retention.anonymise(tx, ids, now);
        return { rows, files: await documentsRepository.removeOfApplications(tx, ids) };
      });
      if (rows.length === 0) return deleteAbandonedAccounts(cutoffs, tally, lastSessionOf);
      // The rows are gone: their files follow (a crash before this leaves them to the sweep at the next start).
      await Promise.all(files.map((file) => documentFiles.remove(file.filename)));
      const sessionOf = new Map<number, SessionRetention>();
      for (const row of rows) {
        const session = tally.session(row.session);
        sessionOf.set(row.id, session);
        session.applications += 1;
        if (row.beneficiary) session.beneficiaries += 1;
        const last = row.userId === null ? undefined : lastSessionOf.get(row.userId);
        if (row.userId !== null && (!last || last.closedAt <= session.closedAt)) lastSessionOf.set(row.userId, session);
      }
      for (const file of files) sessionOf.get(file.applicationId)!.files += 1;
    }
  }

  async function deleteAbandonedAccounts(cutoffs: Cutoffs, tally: Tally, lastSessionOf: Map<number, SessionRetention>) {
    for (const { user } of await retention.abandonedAccounts(db, cutoffs.applications)) {
      await accounts.removeUser(user);
      tally.account(lastSessionOf.get(user.id));
    }
  }

  /** Lists (`dryRun`) or does what is due; audited when a command asked, or when it changed something. */
  async function run({ actor, dryRun, now = new Date() }: { actor: AuditActor; dryRun: boolean; now?: Date }) {
    if (dryRun) {
      const planned = await plan(now);
      await auditEventsRepository.record(db, { actor, action: 'RETENTION', details: planned.totals });
      return planned;
    }
    const cutoffs = cutoffsAt(now);
    const tally = createTally(cutoffs, false);
    let failed = true;
    try {
      await apply(cutoffs, now, tally);
      failed = false;
      return tally.report();
    } finally {
      // A run a failure stopped midway is audited with what it did, and said to have failed.
      const { totals } = tally.report();
      if (totals.applications + totals.accounts > 0 || actor !== serverActors.job)
        await auditEventsRepository.record(db, {
          actor,
          action: 'RETENTION',
          details: failed ? { ...totals, failed: true } : totals,
        });
    }
  }

  return {
    plan,
    run,
    /** The daily job: run by the one server that claims today's run. */
    async runDaily(now: Date): Promise<RetentionReport | undefined> {
      if (!(await retention.claimDailyRun(db, now))) return undefined;
      return run({ actor: serverActors.job, dryRun: false, now });
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;

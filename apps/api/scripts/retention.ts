import { parseArgs } from 'node:util';
import { serverActors } from '../src/modules/audit/public.ts';
import type { RetentionReport } from '../src/modules/retention/retention.service.ts';
import { runServerCommand } from './server-command.ts';

/**
 * `npm run retention [-- --dry-run]`: anonymises the applications kept longer than RETENTION_YEARS (a beneficiary's:
 * PAYMENT_RETENTION_YEARS) after their session closed, deletes their files and the applicants' accounts left with
 * nothing to keep, and says what went, session by session; with --dry-run, only says what would go. The server does
 * the same once a day. Audited either way. Exit status: 0 done, 1 failed, 2 wrong usage or configuration.
 */
const usage = 'Usage: npm run retention [-- --dry-run] (--dry-run lists what would be anonymised, changing nothing)';
let dryRun: boolean;
try {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' } } });
  dryRun = values['dry-run'] === true;
} catch {
  console.error(usage);
  process.exit(2);
}

const day = (iso: string) => iso.slice(0, 10);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function describe(report: RetentionReport, where: 'server' | 'database'): string {
  const verb = report.dryRun ? 'would be' : 'were';
  const lines = [
    `Retention${report.dryRun ? ' (dry run: nothing changed)' : ''}: applications of sessions closed before ` +
      `${day(report.cutoffs.applications)} that led to no scholarship, and beneficiaries' of sessions closed before ` +
      `${day(report.cutoffs.payments)}, ${verb} anonymised; applicants' accounts left with nothing to keep and unused ` +
      `since ${day(report.cutoffs.applications)} ${verb} deleted.`,
  ];
  for (const session of report.sessions)
    lines.push(
      `  Session ${session.name} (${session.year}, closed ${day(session.closedAt)}): ` +
        `${plural(session.applications, 'application')} (${session.beneficiaries} of beneficiaries), ` +
        `${plural(session.files, 'file')}, ${plural(session.accounts, 'account')}`,
    );
  if (report.accountsWithoutApplication > 0)
    lines.push(`  Accounts that never applied: ${report.accountsWithoutApplication}`);
  const { totals } = report;
  lines.push(
    `In all: ${plural(totals.applications, 'application')} of ${plural(totals.sessions, 'session')}, ` +
      `${plural(totals.files, 'file')}, ${plural(totals.accounts, 'account')}` +
      `${where === 'database' ? ' (no server was running)' : ''}.`,
  );
  return lines.join('\n');
}

await runServerCommand(
  { command: 'retention', dryRun },
  (services) => services.retention.run({ actor: serverActors.command, dryRun }),
  describe,
);

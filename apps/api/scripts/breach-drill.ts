import { parseArgs } from 'node:util';
import type { BreachDrillDetails } from '@portal/shared/audit-events';
import { serverActors } from '../src/modules/audit/public.ts';
import { runServerCommand } from './server-command.ts';

/**
 * `npm run breach-drill`: ends every sign-in of every person on every server of the database at once (tokens and
 * pending mailed links) and replaces the key that signs tokens; audited. Everybody signs in again. What else to do
 * in the first hours of a suspected breach is in the README's operations section. Exit status: 0 done, 1 failed,
 * 2 wrong usage or configuration.
 */
try {
  parseArgs({ options: {} });
} catch {
  console.error('Usage: npm run breach-drill (takes no options)');
  process.exit(2);
}

const describe = (done: BreachDrillDetails, where: 'server' | 'database') =>
  `Breach drill: every sign-in ended (${done.accounts} accounts), ${done.links} pending mailed links voided, ` +
  `the token key replaced; everybody signs in again${where === 'database' ? ' (no server was running)' : ''}. ` +
  'If JWT_SECRET, BACKUP_KEY or the SMTP password may have leaked, change them now (README, operations).';

await runServerCommand(
  { command: 'breach-drill' },
  (services) => services.breachDrill.run(serverActors.command),
  describe,
);

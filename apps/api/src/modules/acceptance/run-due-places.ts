import { type AcceptanceRun, acceptanceReminderDays } from '@portal/shared/acceptance';
import type { AppContext } from '../../context.ts';
import { buildReminderMail } from './acceptance.mail.ts';
import { mailPlaces, passOnVacated } from './acceptance.places.ts';
import { acceptanceRepository as places } from './acceptance.repository.ts';

type Context = Pick<AppContext, 'db' | 'outbox' | 'config' | 'pageChanges'>;

const day = 24 * 3600_000;
/** A reminder never follows the offer it reminds of within this time (a place offered with few days left). */
const quietAfterOffer = day;

/**
 * Writes the reminder's mark of each place whose deadline is within three days (and whose offer is a day old at
 * least), and its mail, in one transaction: a second run finds the mark.
 */
async function remind(context: Context, now: Date): Promise<number> {
  const { db, outbox } = context;
  const until = new Date(now.getTime() + acceptanceReminderDays * day);
  const due = await places.awaitingUntil(db, until, now, new Date(now.getTime() - quietAfterOffer));
  const marked = await db.transaction(async (tx) => {
    const ids = await places.mark(
      tx,
      'acceptance-reminder',
      due.map((row) => row.id),
    );
    await mailPlaces(context, tx, ids, buildReminderMail);
    return ids;
  });
  if (marked.length) void outbox.deliver();
  return marked.length;
}

/** The periodic job: every session's expiries and free places, then the reminders. */
export async function runDuePlaces(
  context: Context,
  { now = new Date() }: { now?: Date } = {},
): Promise<AcceptanceRun & { reminded: number }> {
  const run = await passOnVacated(context, undefined, null, now);
  return { ...run, reminded: await remind(context, now) };
}

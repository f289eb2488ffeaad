import type { AppContext } from '../../context.ts';
import { buildSubmissionReminder } from './reminders.mail.ts';
import { remindersRepository as reminders } from './reminders.repository.ts';

/**
 * The reminder before a session ends: each applicant whose application is not submitted gets one mail, the session's
 * `reminderDays` before its end, saying what is still missing. The mark and the mail are written in one transaction,
 * so two runs send it once; an account deleted (no owner) or deactivated gets none.
 */
export function createRemindersService({ db, outbox, config }: Pick<AppContext, 'db' | 'outbox' | 'config'>) {
  return {
    async runDue(now = new Date()): Promise<number> {
      const marked = await db.transaction(async (tx) => {
        const ids = await reminders.mark(tx, await reminders.due(tx, now));
        if (ids.length === 0) return ids;
        const rows = await reminders.withPeople(tx, ids);
        await outbox.enqueue(
          tx,
          rows.map((row) => buildSubmissionReminder({ ...row, publicUrl: config.publicUrl })),
        );
        return ids;
      });
      if (marked.length > 0) void outbox.deliver();
      return marked.length;
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;

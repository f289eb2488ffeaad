import type { AppContext } from '../../context.ts';
import { buildSubmissionReminder } from './reminders.mail.ts';
import { remindersRepository as reminders } from './reminders.repository.ts';

/**
 * The reminder before a session ends: each applicant whose application is not submitted gets one mail, the session's
 * `reminderDays` before its end, saying what is still missing. The mark is written before the mail is queued, so two
 * runs send it once; an account deleted (no owner) or deactivated gets none.
 */
export function createRemindersService({ db, mailQueue, config }: Pick<AppContext, 'db' | 'mailQueue' | 'config'>) {
  return {
    async runDue(now = new Date()): Promise<number> {
      const marked = await reminders.mark(db, await reminders.due(db, now));
      if (marked.length > 0) {
        mailQueue.defer('submission reminders', async () => {
          const rows = await reminders.withPeople(db, marked);
          return rows.map((row) => buildSubmissionReminder({ ...row, publicUrl: config.publicUrl }));
        });
      }
      return marked.length;
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;

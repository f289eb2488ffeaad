import { type ApplicationRead, type ApplicationReads, readsShownToApplicant } from '@portal/shared/personal-data';
import type { AppContext } from '../../context.ts';
import { isStaff } from '../../lib/access.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import type { PersonEraser } from '../accounts/public.ts';
import { sessionsRepository } from '../sessions/public.ts';
import { type ReadRow, readsRepository as reads } from './reads.repository.ts';

const toRead = (row: ReadRow): ApplicationRead => ({
  readerName: row.readerName,
  readerRole: row.readerRole,
  at: row.at.toISOString(),
  what: row.what,
});

/**
 * Who on the committee read an application, its documents and its files (the lookups append the reads: see
 * `readLogged`): shown to administrators at once, to the applicant once the session's decisions are published
 * (decision 561), and gone with the application.
 */
export function createReadsService({ db }: Pick<AppContext, 'db'>) {
  return {
    /** The reads of an application the access policy let `user` ask about: an administrator, or its applicant. */
    async ofApplication(user: CurrentUser, application: { id: number; sessionId: number }): Promise<ApplicationReads> {
      const session = isStaff(user.role) ? undefined : await sessionsRepository.find(db, application.sessionId);
      if (!session || readsShownToApplicant(session.status))
        return { data: (await reads.ofApplication(db, application.id)).map(toRead), withheld: null };
      const count = await reads.countOfApplication(db, application.id);
      return { data: [], withheld: { count, publicationDate: session.publicationDate } };
    },

    /** A person's account goes (accounts' eraser): the reads of their applications go, the applications stay. */
    forgetPerson: (async (tx, person) => {
      await reads.removeOfUser(tx, person.id);
      return undefined;
    }) satisfies PersonEraser,
  };
}
export type ReadsService = ReturnType<typeof createReadsService>;

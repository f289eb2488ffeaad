import type { AppContext } from '../../context.ts';
import { endEverySignIn } from './accounts.steps.ts';

/** Signs out everywhere: every token and pending link of the person ends. */
export async function signOut({ db }: Pick<AppContext, 'db'>, { userId }: { userId: number }): Promise<void> {
  await db.transaction((tx) => endEverySignIn(tx, userId));
}

import type { AccountsContext } from './accounts.context.ts';
import { AVATAR_BUCKET } from './accounts.dto.ts';
import { assertNotLastAdmin } from './accounts.steps.ts';
import { type UserRow, usersRepository as users } from './users.repository.ts';

/**
 * An account goes, by its owner, an administrator or the retention: what other modules keep of the person (the
 * erasers: the papers they sent go, their applications stay for the statistics without what they wrote), the row
 * (profile and mailed links cascade), then the avatar and the files the erasers name. Never the last active
 * administrator.
 */
export async function deleteAccount(
  { db, files, erasers }: Pick<AccountsContext, 'db' | 'files' | 'erasers'>,
  { user }: { user: UserRow },
): Promise<void> {
  const afterwards = await db.transaction(async (tx) => {
    await assertNotLastAdmin(tx, user);
    const profile = await users.student(tx, user.id);
    const person = { id: user.id, hasDisability: profile?.hasDisability ?? false };
    const cleanups = [];
    for (const erase of erasers) cleanups.push(await erase(tx, person));
    await users.remove(tx, user.id);
    return cleanups;
  });
  await files.remove(AVATAR_BUCKET, user.avatar);
  await Promise.all(afterwards.map((cleanup) => cleanup?.()));
}

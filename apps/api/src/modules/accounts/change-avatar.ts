import type { User } from '@portal/shared/accounts';
import type { AppContext } from '../../context.ts';
import { invalidField, notFound } from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { AVATAR_BUCKET } from './accounts.dto.ts';
import { readUser } from './read-user.ts';
import { usersRepository as users } from './users.repository.ts';

/**
 * The person's avatar. The new file is written first; the row then changes under a lock, so of two uploads at once
 * the second sees the first's file as the one to remove: one file remains, never an orphan.
 */
export async function changeAvatar(
  context: Pick<AppContext, 'db' | 'config' | 'files'>,
  { userId, file }: { userId: number; file: UploadedFile | undefined },
): Promise<User> {
  const { db, files } = context;
  if (!file) throw invalidField('avatar', 'accounts.avatarMissing');
  const filename = await files.saveImage(AVATAR_BUCKET, file, { width: 256, height: 256 });
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const before = await users.find(tx, userId, { lock: true });
      if (!before) throw notFound('user');
      await users.update(tx, userId, { avatar: filename });
      return before.avatar;
    });
  } catch (error) {
    await files.remove(AVATAR_BUCKET, filename);
    throw error;
  }
  await files.remove(AVATAR_BUCKET, previous);
  return readUser(context, { id: userId });
}

import type { AppContext } from '../../context.ts';
import type { StoredFile } from '../../lib/uploads.ts';
import { AVATAR_BUCKET } from './accounts.dto.ts';

/** An avatar's file; who may read it is decided before (`user.avatar.read`). */
export function openAvatar(
  { files }: Pick<AppContext, 'files'>,
  { filename }: { filename: string },
): Promise<StoredFile> {
  return files.find(AVATAR_BUCKET, filename);
}

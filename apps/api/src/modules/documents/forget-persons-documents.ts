import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { PersonEraser } from '../accounts/public.ts';
import { documentsRepository as documents } from './documents.repository.ts';

/**
 * A person's account goes (the eraser the registry lends the accounts): the papers they sent go with it, in the
 * deletion's transaction; their files once it is done.
 */
export async function forgetPersonsDocuments(
  { documentFiles: store }: Pick<AppContext, 'documentFiles'>,
  { tx, person }: { tx: Tx; person: Parameters<PersonEraser>[1] },
): ReturnType<PersonEraser> {
  const files = await documents.removeOfUser(tx, person.id);
  return () => Promise.all(files.map((filename) => store.remove(filename)));
}

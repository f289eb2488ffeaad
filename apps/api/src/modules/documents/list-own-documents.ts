import type { ApplicationDocument } from '@portal/shared/documents';
import type { AppContext } from '../../context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { currentApplication } from './documents.upload-checks.ts';
import { listApplicationDocuments } from './list-application-documents.ts';

/** The caller's documents of their application to the current session; none without one. */
export async function listOwnDocuments(
  context: Pick<AppContext, 'db' | 'config'>,
  { user }: { user: CurrentUser },
): Promise<ApplicationDocument[]> {
  const application = await currentApplication(context.db, user);
  return application ? listApplicationDocuments(context, { application }) : [];
}

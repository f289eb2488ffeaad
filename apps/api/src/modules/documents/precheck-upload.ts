import type { AppContext } from '../../context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { checkUpload, parseFields, targetOf } from './documents.upload-checks.ts';

/**
 * What can be judged before any file arrives, from the fields sent ahead of it (the screens send them first): the
 * application, the type, its audience and kind, a second copy, and the application's total with the bytes the body
 * announced. Only when both the type and the application came first (a field after the file could still name
 * another application): otherwise the full check of the upload decides.
 */
export async function precheckUpload(
  context: Pick<AppContext, 'db' | 'config' | 'access'>,
  { user, fields: rawFields, fileBytes = 0 }: { user: CurrentUser; fields: Record<string, string>; fileBytes?: number },
): Promise<void> {
  if (!rawFields.typeId || !rawFields.applicationId) return;
  const fields = parseFields(rawFields);
  const applicationId = await targetOf(context, user, fields);
  // A file has at least one byte (an empty one is no file).
  const incoming = { count: 1, bytes: Math.max(1, fileBytes) };
  await context.db.transaction((tx) =>
    checkUpload(tx, context.config.maxApplicationBytes, { applicationId, typeId: fields.typeId }, incoming),
  );
}

import type { AppContext } from '../../context.ts';
import { openYear } from './beneficiaries.year.ts';

/** Whether the year takes a transcript now: asked before the file is read (and again as its row is written). */
export async function precheckTranscript(
  { db }: Pick<AppContext, 'db'>,
  { applicationId }: { applicationId: number },
): Promise<void> {
  await db.transaction((tx) => openYear(tx, applicationId));
}

import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { programmeSettings, sessions } from '../../db/schema/index.ts';

const ROW_ID = 1;

export async function readSettingsRow(db: Db): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ value: programmeSettings.value })
    .from(programmeSettings)
    .where(eq(programmeSettings.id, ROW_ID));
  return row?.value;
}

export async function writeSettingsRow(db: Db, value: Record<string, unknown>): Promise<void> {
  await db
    .insert(programmeSettings)
    .values({ id: ROW_ID, value })
    .onConflictDoUpdate({ target: programmeSettings.id, set: { value, modified: new Date() } });
}

export async function countClosedSessions(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(sessions).where(eq(sessions.status, 'CLOSED'));
  return row?.value ?? 0;
}

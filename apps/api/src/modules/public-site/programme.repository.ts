import { eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { programmeSettings } from '../../db/schema/index.ts';

/** The settings are one jsonb row. */
const ROW_ID = 1;

/** SQL of the programme settings; no rules here. */
export const programmeRepository = {
  async read(conn: Conn): Promise<Record<string, unknown> | undefined> {
    const [row] = await conn
      .select({ value: programmeSettings.value })
      .from(programmeSettings)
      .where(eq(programmeSettings.id, ROW_ID));
    return row?.value;
  },

  async write(conn: Conn, value: Record<string, unknown>): Promise<void> {
    await conn
      .insert(programmeSettings)
      .values({ id: ROW_ID, value })
      .onConflictDoUpdate({ target: programmeSettings.id, set: { value, modified: new Date() } });
  },
};

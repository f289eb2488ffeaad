import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applications, bacTypes, schoolLevels, sessions } from '../../src/db/schema/index.ts';
import type { TestApp, TestUser } from '../test-app.ts';

const day = 24 * 3600 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day);
const text = (word: string) => ({ en: word, fr: word, it: word });

/** Sessions, reference rows and applications written straight to the database, as the journeys need them. */
export function applyingFixtures(t: TestApp) {
  const db = t.database.db;
  return {
    async session(
      options: { status?: 'NEW' | 'OPEN' | 'SUSPENDED' | 'CLOSED'; start?: number; end?: number; year?: number } = {},
    ) {
      const [row] = await db
        .insert(sessions)
        .values({
          name: `Call ${options.year ?? 2026}`,
          year: options.year ?? 2026,
          status: options.status ?? 'OPEN',
          startDate: at(options.start ?? -1),
          endDate: at(options.end ?? 30),
          completionNotice: text('Notice'),
          applicationGuidelines: text('Guidelines'),
        })
        .returning();
      return row!;
    },
    async closeSession(id: number) {
      await db.update(sessions).set({ status: 'CLOSED' }).where(eq(sessions.id, id));
    },
    async bacType(system: 'FRANCOPHONE' | 'ANGLOPHONE') {
      const [row] = await db
        .insert(bacTypes)
        .values({ name: text(`Bac ${system}`), system })
        .returning();
      return row!;
    },
    async schoolLevel() {
      const [row] = await db
        .insert(schoolLevels)
        .values({ name: text('Bachelor 1') })
        .returning();
      return row!;
    },
    async decide(id: number, values: Partial<typeof applications.$inferInsert>) {
      await db.update(applications).set(values).where(eq(applications.id, id));
    },
    async apply(user: TestUser, sessionId: number) {
      const response = await t.injectAs(user, { method: 'POST', url: '/api/applications', payload: { sessionId } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: number; version: number; steps: Record<string, string> };
    },
  };
}

export const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

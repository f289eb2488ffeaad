import type { UserRole } from '@portal/shared/enums';
import { defaultInterviewRubric } from '@portal/shared/selection';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { applicationAudit, applications, evaluations, users } from '../../src/db/schema/index.ts';
import { reviewFixtures } from '../review/fixtures.ts';
import { runsFixtures } from '../review/runs-fixtures.ts';
import type { TestApp, TestUser } from '../test-app.ts';

/** Marks on the default rubric, in its order (motivation, need, commitment, academic, communication). */
export const marksOf = (marks: number[]) =>
  Object.fromEntries(defaultInterviewRubric.criteria.map((criterion, index) => [criterion.code, marks[index]!]));

/** Sessions, preselected candidates, staff members and panel seats written straight to the database. */
export function selectionFixtures(t: TestApp) {
  const db = t.database.db;
  const review = reviewFixtures(t);
  const runs = runsFixtures(t);
  return {
    session: runs.session,
    setSessionStatus: runs.setSessionStatus,

    /** A candidate of the session, preselected unless told, with the review fields given. */
    async candidate(
      sessionId: number,
      values: Partial<typeof applications.$inferInsert> & { firstName?: string; lastName?: string } = {},
    ) {
      const { application } = await review.candidate(sessionId, {
        submitted: true,
        eligible: true,
        preselected: true,
        interviewState: 'INVITED',
        ...values,
      });
      return application;
    },

    /** A staff member named as given. */
    async staff(firstName: string, role: UserRole = 'EVALUATOR'): Promise<TestUser & { name: string }> {
      const user = await t.createUser({ role });
      await db.update(users).set({ firstName, lastName: 'Panel' }).where(eq(users.id, user.id));
      return { ...user, name: `${firstName} Panel` };
    },

    /** Only these staff members stay active: the panels' run chooses among them. */
    async onlyStaff(kept: { id: number }[]) {
      await db
        .update(users)
        .set({ active: false })
        .where(
          and(
            inArray(users.role, ['ADMIN', 'EVALUATOR']),
            notInArray(
              users.id,
              kept.map((user) => user.id),
            ),
          ),
        );
    },

    async seat(applicationId: number, evaluator: { id: number; name: string }) {
      const [row] = await db
        .insert(evaluations)
        .values({ applicationId, evaluatorId: evaluator.id, evaluatorName: evaluator.name })
        .returning();
      return row!;
    },

    seatsOf: (applicationIds: number[]) =>
      db.select().from(evaluations).where(inArray(evaluations.applicationId, applicationIds)),

    row: async (id: number) => (await db.select().from(applications).where(eq(applications.id, id)))[0]!,

    auditOf: (applicationId: number) =>
      db.select().from(applicationAudit).where(eq(applicationAudit.applicationId, applicationId)),

    setApplication: (id: number, values: Partial<typeof applications.$inferInsert>) =>
      db.update(applications).set(values).where(eq(applications.id, id)),
  };
}

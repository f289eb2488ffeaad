import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import {
  acceptances,
  applications,
  documents,
  documentTypes,
  payments,
  serviceHours,
  sessions,
  transcripts,
  users,
} from '../../db/schema/index.ts';

export type ServiceHoursRow = typeof serviceHours.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Queries of a beneficiary's year: service hours, payments, transcripts, and who the beneficiaries are. */
export const beneficiariesRepository = {
  /** The latest closed session that published its decisions. */
  async latestPublished(conn: Conn) {
    const [row] = await conn
      .select()
      .from(sessions)
      .where(and(eq(sessions.status, 'CLOSED'), isNotNull(sessions.publishedAt)))
      .orderBy(desc(sessions.publishedAt), desc(sessions.id))
      .limit(1);
    return row;
  },

  /** An accepted place with its application, session and holder (the holder may be gone). */
  async year(conn: Conn, applicationId: number) {
    const [row] = await conn
      .select({ acceptance: acceptances, application: applications, session: sessions, person: users })
      .from(acceptances)
      .innerJoin(applications, eq(applications.id, acceptances.applicationId))
      .innerJoin(sessions, eq(sessions.id, acceptances.sessionId))
      .leftJoin(users, eq(users.id, applications.userId))
      .where(and(eq(acceptances.applicationId, applicationId), eq(acceptances.state, 'ACCEPTED')));
    return row;
  },

  /** The accepted places of a session, holders by name. */
  beneficiariesOf(conn: Conn, sessionId: number) {
    return conn
      .select({ acceptance: acceptances, person: users })
      .from(acceptances)
      .innerJoin(applications, eq(applications.id, acceptances.applicationId))
      .leftJoin(users, eq(users.id, applications.userId))
      .where(and(eq(acceptances.sessionId, sessionId), eq(acceptances.state, 'ACCEPTED')))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(acceptances.applicationId));
  },

  hoursOf: (conn: Conn, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([] as ServiceHoursRow[])
      : conn
          .select()
          .from(serviceHours)
          .where(inArray(serviceHours.applicationId, ids))
          .orderBy(asc(serviceHours.date), asc(serviceHours.id)),

  paymentsOf: (conn: Conn, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([] as PaymentRow[])
      : conn.select().from(payments).where(inArray(payments.applicationId, ids)).orderBy(asc(payments.dueDate)),

  transcriptsOf: (conn: Conn, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : conn
          .select({
            applicationId: transcripts.applicationId,
            semester: transcripts.semester,
            documentId: documents.id,
            originalName: documents.originalName,
            filename: documents.filename,
            uploaded: documents.uploaded,
          })
          .from(transcripts)
          .innerJoin(documents, eq(documents.id, transcripts.documentId))
          .where(inArray(transcripts.applicationId, ids))
          .orderBy(asc(transcripts.semester)),

  async addHours(conn: Conn, values: typeof serviceHours.$inferInsert): Promise<ServiceHoursRow> {
    const [row] = await conn.insert(serviceHours).values(values).returning();
    return row!;
  },

  /** Validates an entry of this application once; answers it as it now stands, or undefined when unknown. */
  async validateHours(conn: Conn, applicationId: number, id: number, by: number, now: Date) {
    const [row] = await conn
      .update(serviceHours)
      .set({
        validatedAt: sql`coalesce(${serviceHours.validatedAt}, ${now})`,
        validatedBy: sql`coalesce(${serviceHours.validatedBy}, ${by})`,
      })
      .where(and(eq(serviceHours.id, id), eq(serviceHours.applicationId, applicationId)))
      .returning();
    return row;
  },

  async addPayment(conn: Conn, values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await conn.insert(payments).values(values).returning();
    return row!;
  },

  /** The document type of the transcripts (the one of the scholarship year), the oldest if several. */
  async transcriptType(conn: Conn): Promise<number | undefined> {
    const [row] = await conn
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(eq(documentTypes.scope, 'BENEFICIARY'))
      .orderBy(asc(documentTypes.id))
      .limit(1);
    return row?.id;
  },

  async addTranscript(conn: Conn, values: typeof transcripts.$inferInsert) {
    const [row] = await conn.insert(transcripts).values(values).returning();
    return row!;
  },
};

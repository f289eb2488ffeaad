import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { preparedQuery } from '../../db/queries.ts';
import {
  acceptances,
  applications,
  documents,
  documentTypes,
  payments,
  paymentsSetAside,
  serviceHours,
  sessions,
  transcripts,
  tuitionFees,
  users,
} from '../../db/schema/index.ts';
import { readerSignIn } from '../accounts/public.ts';

export type ServiceHoursRow = typeof serviceHours.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type SetAsideRow = typeof paymentsSetAside.$inferSelect;

/** A place whose holder accepted it: still running, or withdrawn by the committee after the acceptance. */
const acceptedPlace = or(
  eq(acceptances.state, 'ACCEPTED'),
  and(eq(acceptances.state, 'WITHDRAWN'), isNotNull(acceptances.answeredAt)),
);

/**
 * The board of the latest published session, with the reader's sign-in state (a route declaring `signInInQuery`,
 * plugins/auth.ts): each accepted (or since withdrawn) place with its holder (who may be gone), the start of its year,
 * and what the board sums of the year's rows: the validated hours, the semesters whose transcript came, the tuition
 * fee and each payment's due date and amount. Holders by name; a single row without a place when there is none.
 */
const boardQuery = preparedQuery((conn) => {
  const reader = readerSignIn(conn, sql.placeholder('reader'));
  const latest = conn
    .select({ id: sessions.id, start: sql`coalesce(${sessions.publishedAt}, ${sessions.endDate})`.as('start') })
    .from(sessions)
    .where(and(eq(sessions.status, 'CLOSED'), isNotNull(sessions.publishedAt)))
    .orderBy(desc(sessions.publishedAt), desc(sessions.id))
    .limit(1)
    .as('latest');
  const place = acceptances.applicationId;
  return conn
    .select({
      signIn: reader.state,
      applicationId: place,
      state: acceptances.state,
      notRenewedAt: acceptances.notRenewedAt,
      withdrawnAt: acceptances.withdrawnAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      start: sql<Date>`${latest.start}`.mapWith(sessions.endDate),
      // Each entry as the driver reads a `real` (its shortest text), added in the entries' order: the sum a
      // year's own answer makes of them, to the last digit.
      validatedHours: sql<number>`coalesce((select sum(${serviceHours.hours}::text::float8 order by ${serviceHours.date}, ${serviceHours.id}) from ${serviceHours} where ${serviceHours.applicationId} = ${place} and ${serviceHours.validatedAt} is not null), 0)`,
      semesters: sql<
        number[]
      >`coalesce((select json_agg(${transcripts.semester} order by ${transcripts.semester}) from ${transcripts} where ${transcripts.applicationId} = ${place}), '[]')`,
      tuition: sql<
        number | null
      >`(select ${tuitionFees.amount} from ${tuitionFees} where ${tuitionFees.applicationId} = ${place})`,
      payments: sql<
        [string, number][]
      >`coalesce((select json_agg(json_build_array(${payments.dueDate}, ${payments.amount}) order by ${payments.dueDate}, ${payments.id}) from ${payments} where ${payments.applicationId} = ${place}), '[]')`,
    })
    .from(reader.row)
    .leftJoin(latest, sql`true`)
    .leftJoin(acceptances, and(eq(acceptances.sessionId, latest.id), acceptedPlace))
    .leftJoin(applications, eq(applications.id, place))
    .leftJoin(users, eq(users.id, applications.userId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(place))
    .prepare('beneficiaries_board');
});

/** Queries of a beneficiary's year: service hours, payments, transcripts, and who the beneficiaries are. */
export const beneficiariesRepository = {
  /**
   * The board of the latest published session, with the reader's sign-in state (undefined when they are gone), in
   * one statement (see `boardQuery`).
   */
  async board(conn: Conn, reader: number) {
    const rows = await boardQuery(conn).execute({ reader });
    const places = rows.flatMap(({ signIn: _, applicationId, ...place }) =>
      applicationId === null ? [] : [{ applicationId, ...place }],
    );
    return { signIn: rows[0]?.signIn ?? undefined, places };
  },

  /**
   * An accepted (or since withdrawn) place with its application, session and holder (the holder may be gone). `lock`
   * holds the place's row until the transaction ends: the writes of one year, and a withdrawal, go one at a time.
   */
  async year(conn: Conn, applicationId: number, options: { lock?: boolean } = {}) {
    const query = conn
      .select({ acceptance: acceptances, application: applications, session: sessions, person: users })
      .from(acceptances)
      .innerJoin(applications, eq(applications.id, acceptances.applicationId))
      .innerJoin(sessions, eq(sessions.id, acceptances.sessionId))
      .leftJoin(users, eq(users.id, applications.userId))
      .where(and(eq(acceptances.applicationId, applicationId), acceptedPlace));
    const [row] = await (options.lock ? query.for('update', { of: acceptances }) : query);
    return row;
  },

  hoursOf: (conn: Conn, ids: number[]) =>
    conn
      .select()
      .from(serviceHours)
      .where(inArray(serviceHours.applicationId, ids))
      .orderBy(asc(serviceHours.date), asc(serviceHours.id)),

  paymentsOf: (conn: Conn, ids: number[]) =>
    conn
      .select()
      .from(payments)
      .where(inArray(payments.applicationId, ids))
      .orderBy(asc(payments.dueDate), asc(payments.id)),

  /** Payments the migration to the schedule's rules set aside (for the export: they stay in the accounts). */
  setAsideOf: (conn: Conn, ids: number[]) =>
    conn
      .select()
      .from(paymentsSetAside)
      .where(inArray(paymentsSetAside.applicationId, ids))
      .orderBy(asc(paymentsSetAside.dueDate), asc(paymentsSetAside.id)),

  tuitionOf: (conn: Conn, ids: number[]) =>
    conn
      .select({ applicationId: tuitionFees.applicationId, amount: tuitionFees.amount })
      .from(tuitionFees)
      .where(inArray(tuitionFees.applicationId, ids)),

  async setTuition(conn: Conn, values: { applicationId: number; amount: number; setBy: number }, now: Date) {
    await conn
      .insert(tuitionFees)
      .values({ ...values, updated: now })
      .onConflictDoUpdate({ target: tuitionFees.applicationId, set: { ...values, updated: now } });
  },

  /** Hours reported for one day of a year, validated or not. */
  async hoursOn(conn: Conn, applicationId: number, date: string): Promise<number> {
    const [row] = await conn
      .select({ total: sql<number>`coalesce(sum(${serviceHours.hours}), 0)`.mapWith(Number) })
      .from(serviceHours)
      .where(and(eq(serviceHours.applicationId, applicationId), eq(serviceHours.date, date)));
    return row?.total ?? 0;
  },

  transcriptsOf: (conn: Conn, ids: number[]) =>
    conn
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

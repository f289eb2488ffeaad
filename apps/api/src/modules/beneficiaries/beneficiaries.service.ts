import {
  type BeneficiaryLine,
  type BeneficiaryYear,
  hoursExpected,
  lateFor,
  obligations,
  type Payment,
  type PaymentInput,
  paymentSchedule,
  type ServiceHours,
  type ServiceHoursInput,
  yearEnd,
} from '@portal/shared/beneficiaries';
import type { ApplicationDocument } from '@portal/shared/documents';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { MultipartBody, UploadedFile } from '../../lib/uploads.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { acceptanceRepository } from '../acceptance/public.ts';
import type { ApplicationRow } from '../applications/public.ts';
import { type PaymentRow, type ServiceHoursRow, beneficiariesRepository as years } from './beneficiaries.repository.ts';

const toHours = (row: ServiceHoursRow): ServiceHours => ({
  id: row.id,
  date: row.date,
  hours: row.hours,
  description: row.description,
  validatedAt: row.validatedAt?.toISOString() ?? null,
});

const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  dueDate: row.dueDate,
  amount: row.amount,
  paidDate: row.paidDate,
  operator: row.operator,
  reference: row.reference,
});

const yearMs = 365 * 24 * 3600_000;

const fullName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}` : '';

/** Hours validated, to the tenth: entries are real numbers (half hours). */
const validatedSum = (rows: ServiceHoursRow[]) =>
  Math.round(rows.filter((row) => row.validatedAt).reduce((sum, row) => sum + row.hours, 0) * 10) / 10;

/**
 * The beneficiary's year, from the acceptance of the place: service hours the beneficiary reports and the committee
 * validates, against 100; the payments of the two-monthly schedule the committee records; a transcript per semester;
 * what is late, for the committee's board and its export. The year starts at publication.
 */
/** What the documents module lends the year: storing a file as a document of a decided application. */
export type TranscriptStore = {
  storeFor(
    applicationId: number,
    typeId: number,
    file: UploadedFile,
    linked: (tx: Tx, document: { id: number }) => Promise<void>,
  ): Promise<ApplicationDocument>;
  /** The signed link that opens a stored document. */
  linkOf(filename: string): string;
};

export function createBeneficiariesService({ db, documents }: Pick<AppContext, 'db'> & { documents: TranscriptStore }) {
  async function yearOf(applicationId: number) {
    const found = await years.year(db, applicationId);
    if (!found) throw notFound('beneficiary');
    return found;
  }
  const startOf = (session: { publishedAt: Date | null; endDate: Date }) => session.publishedAt ?? session.endDate;

  return {
    async get(application: Pick<ApplicationRow, 'id'>, now = new Date()): Promise<BeneficiaryYear> {
      const { acceptance, session, person } = await yearOf(application.id);
      const [hours, paid, transcripts] = await Promise.all([
        years.hoursOf(db, [application.id]),
        years.paymentsOf(db, [application.id]),
        years.transcriptsOf(db, [application.id]),
      ]);
      const start = startOf(session);
      const validatedHours = validatedSum(hours);
      return {
        applicationId: application.id,
        sessionId: session.id,
        name: fullName(person),
        start: start.toISOString(),
        end: yearEnd(start).toISOString(),
        notRenewed: acceptance.notRenewedAt !== null,
        hours: hours.map(toHours),
        validatedHours,
        hoursRequired: obligations.serviceHours,
        schedule: paymentSchedule(start).map((line) => {
          const payment = paid.find((row) => row.dueDate === line.dueDate);
          return { ...line, payment: payment ? toPayment(payment) : null };
        }),
        transcripts: transcripts.map((row) => ({
          semester: row.semester,
          documentId: row.documentId,
          originalName: row.originalName,
          uploaded: row.uploaded.toISOString(),
          url: documents.linkOf(row.filename),
        })),
        late: lateFor(
          {
            start,
            validatedHours,
            transcriptSemesters: transcripts.map((row) => row.semester),
            paidDueDates: paid.map((row) => row.dueDate),
          },
          now,
        ),
      };
    },

    /** The beneficiary reports service: within the year, not in the future. */
    async addHours(application: Pick<ApplicationRow, 'id'>, input: ServiceHoursInput, now = new Date()) {
      const { session } = await yearOf(application.id);
      const start = startOf(session).toISOString().slice(0, 10);
      const today = now.toISOString().slice(0, 10);
      if (input.date > today) throw invalidField('date', 'validation.notInFuture');
      if (input.date < start) throw invalidField('date', 'validation.beforeYearStart', { start });
      return toHours(await years.addHours(db, { applicationId: application.id, ...input }));
    },

    async validateHours(actor: CurrentUser, applicationId: number, hoursId: number, now = new Date()) {
      await yearOf(applicationId);
      const row = await years.validateHours(db, applicationId, hoursId, actor.id, now);
      if (!row) throw notFound('serviceHours');
      return toHours(row);
    },

    /** The beneficiary sends a semester's transcript, once, through the documents' store and checks. */
    async addTranscript(application: Pick<ApplicationRow, 'id'>, semester: number, body: MultipartBody) {
      await yearOf(application.id);
      const file = body.files.find((sent) => sent.field === 'file');
      if (!file) throw invalidField('file', 'documents.fileMissing');
      const typeId = await years.transcriptType(db);
      if (!typeId) throw new AppError('CONFLICT', { key: 'beneficiaries.noTranscriptType' });
      try {
        return await documents.storeFor(application.id, typeId, file, async (tx, document) => {
          await years.addTranscript(tx, { applicationId: application.id, semester, documentId: document.id });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'transcripts_application_semester_key'))
          throw new AppError('CONFLICT', { key: 'beneficiaries.transcriptExists', params: { semester } });
        throw error;
      }
    },

    /** The committee records a payment of the schedule: one per due date. */
    async addPayment(actor: CurrentUser, applicationId: number, input: PaymentInput): Promise<Payment> {
      await yearOf(applicationId);
      try {
        return toPayment(await years.addPayment(db, { applicationId, ...input, recordedBy: actor.id }));
      } catch (error) {
        if (isUniqueViolation(error, 'payments_application_due_key'))
          throw new AppError('CONFLICT', {
            key: 'beneficiaries.paymentExists',
            params: { dueDate: input.dueDate },
            fieldErrors: [{ field: 'dueDate', key: 'validation.paymentExists' }],
          });
        throw error;
      }
    },

    /** The periodic job: a year ended (a year after publication) without a submitted renewal is marked so, once. */
    markYearsEnded: (now = new Date()) =>
      acceptanceRepository.markNotRenewed(db, new Date(now.getTime() - yearMs), now),

    /** The committee's board: the beneficiaries of the latest published session, each with what is late. */
    async board(now = new Date()): Promise<BeneficiaryLine[]> {
      const session = await years.latestPublished(db);
      if (!session) return [];
      const start = startOf(session);
      const rows = await years.beneficiariesOf(db, session.id);
      const ids = rows.map((row) => row.acceptance.applicationId);
      const [hours, paid, transcripts] = await Promise.all([
        years.hoursOf(db, ids),
        years.paymentsOf(db, ids),
        years.transcriptsOf(db, ids),
      ]);
      return rows.map(({ acceptance, person }) => {
        const id = acceptance.applicationId;
        const validatedHours = validatedSum(hours.filter((row) => row.applicationId === id));
        const own = paid.filter((row) => row.applicationId === id);
        const semesters = transcripts.filter((row) => row.applicationId === id).map((row) => row.semester);
        return {
          applicationId: id,
          name: fullName(person),
          email: person?.email ?? null,
          validatedHours,
          hoursExpected: hoursExpected(start, now),
          transcripts: semesters.length,
          paid: own.length,
          notRenewed: acceptance.notRenewedAt !== null,
          late: lateFor(
            { start, validatedHours, transcriptSemesters: semesters, paidDueDates: own.map((row) => row.dueDate) },
            now,
          ),
        };
      });
    },
  };
}
export type BeneficiariesService = ReturnType<typeof createBeneficiariesService>;

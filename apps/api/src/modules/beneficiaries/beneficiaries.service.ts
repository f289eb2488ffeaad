import {
  type BeneficiaryYear,
  hoursExpected,
  lateFor,
  obligations,
  type ServiceHours,
  type ServiceHoursInput,
  serviceHoursRules,
  yearEnd,
} from '@portal/shared/beneficiaries';
import type { ApplicationDocument } from '@portal/shared/documents';
import { programmeDay } from '@portal/shared/session-rules';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { MultipartBody, UploadedFile } from '../../lib/uploads.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { acceptanceRepository } from '../acceptance/public.ts';
import type { ApplicationRow } from '../applications/public.ts';
import { createBoardService } from './beneficiaries.board.ts';
import { createPaymentsService } from './beneficiaries.payments.ts';
import { beneficiariesRepository as years } from './beneficiaries.repository.ts';
import {
  fullName,
  isWithdrawn,
  linesOf,
  openYear,
  seenAt,
  startDayOf,
  startOf,
  toHours,
  validatedSum,
} from './beneficiaries.year.ts';

const yearMs = 365 * 24 * 3600_000;

/** What the documents module lends the year: storing a file as a document of a decided application. */
export type TranscriptStore = {
  storeFor(
    applicationId: number,
    typeId: number,
    file: UploadedFile,
    linked: (tx: Tx, document: { id: number }) => Promise<void>,
  ): Promise<ApplicationDocument>;
  /** The signed link that opens a stored document; a staff reader's names them, so that opening it is logged. */
  linkOf(filename: string, reader?: number): string;
};

/**
 * The beneficiary's year, from the acceptance of the place: service hours the beneficiary reports and the committee
 * validates, against 100; the schedule (tuition fee and six instalments) whose payments the committee records; a
 * transcript per semester; what is late, for the committee's board and its export. The year starts at publication;
 * a place withdrawn after its acceptance keeps its year readable, and takes nothing more.
 */
export function createBeneficiariesService({ db, documents }: Pick<AppContext, 'db'> & { documents: TranscriptStore }) {
  async function yearOf(applicationId: number) {
    const found = await years.year(db, applicationId);
    if (!found) throw notFound('beneficiary');
    return found;
  }

  return {
    ...createPaymentsService({ db }),
    ...createBoardService({ db }),

    async get(application: Pick<ApplicationRow, 'id'>, reader?: number, now = new Date()): Promise<BeneficiaryYear> {
      const year = await yearOf(application.id);
      const { acceptance, session, person } = year;
      const [hours, paid, transcripts, tuition] = await Promise.all([
        years.hoursOf(db, [application.id]),
        years.paymentsOf(db, [application.id]),
        years.transcriptsOf(db, [application.id]),
        years.tuitionOf(db, [application.id]),
      ]);
      const start = startOf(session);
      const at = seenAt(year, now);
      const validatedHours = validatedSum(hours);
      const lines = linesOf(start, tuition[0]?.amount ?? null, paid);
      const semesters = transcripts.map((row) => row.semester);
      return {
        applicationId: application.id,
        sessionId: session.id,
        name: fullName(person),
        start: start.toISOString(),
        end: yearEnd(start).toISOString(),
        notRenewed: acceptance.notRenewedAt !== null,
        withdrawn: isWithdrawn(year),
        hours: hours.map(toHours),
        validatedHours,
        hoursExpected: hoursExpected(start, at),
        hoursRequired: obligations.serviceHours,
        schedule: lines,
        transcripts: transcripts.map((row) => ({
          semester: row.semester,
          documentId: row.documentId,
          originalName: row.originalName,
          uploaded: row.uploaded.toISOString(),
          url: documents.linkOf(row.filename, reader),
        })),
        late: isWithdrawn(year) ? [] : lateFor({ start, validatedHours, transcriptSemesters: semesters, lines }, at),
      };
    },

    /**
     * The beneficiary reports service: a day of the year so far (in the programme's time zone), whose entries hold
     * at most 24 hours together (the place locked meanwhile, so two reports at once are added one after the other).
     */
    async addHours(application: Pick<ApplicationRow, 'id'>, input: ServiceHoursInput, now = new Date()) {
      return db.transaction(async (tx): Promise<ServiceHours> => {
        const { session } = await openYear(tx, application.id);
        const start = startDayOf(session);
        if (input.date > programmeDay(now)) throw invalidField('date', 'validation.notInFuture');
        if (input.date < start) throw invalidField('date', 'validation.beforeYearStart', { start });
        const held = await years.hoursOn(tx, application.id, input.date);
        if (held + input.hours > serviceHoursRules.perDay)
          throw invalidField('hours', 'validation.dayHoursFull', {
            held,
            left: Math.max(0, serviceHoursRules.perDay - held),
          });
        return toHours(await years.addHours(tx, { applicationId: application.id, ...input }));
      });
    },

    async validateHours(actor: CurrentUser, applicationId: number, hoursId: number, now = new Date()) {
      return db.transaction(async (tx) => {
        await openYear(tx, applicationId);
        const row = await years.validateHours(tx, applicationId, hoursId, actor.id, now);
        if (!row) throw notFound('serviceHours');
        return toHours(row);
      });
    },

    /** Whether the year takes a transcript now: asked before the file is read, and again as its row is written. */
    assertOpen: (applicationId: number) => db.transaction((tx) => openYear(tx, applicationId)).then(() => undefined),

    /** The beneficiary sends a semester's transcript, once, through the documents' store and checks. */
    async addTranscript(application: Pick<ApplicationRow, 'id'>, semester: number, body: MultipartBody) {
      const file = body.files.find((sent) => sent.field === 'file');
      if (!file) throw invalidField('file', 'documents.fileMissing');
      const typeId = await years.transcriptType(db);
      if (!typeId) throw new AppError('CONFLICT', { key: 'beneficiaries.noTranscriptType' });
      try {
        return await documents.storeFor(application.id, typeId, file, async (tx, document) => {
          await openYear(tx, application.id);
          await years.addTranscript(tx, { applicationId: application.id, semester, documentId: document.id });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'transcripts_application_semester_key'))
          throw new AppError('CONFLICT', { key: 'beneficiaries.transcriptExists', params: { semester } });
        throw error;
      }
    },

    /** The periodic job: a year ended (a year after publication) without a submitted renewal is marked so, once. */
    markYearsEnded: (now = new Date()) =>
      acceptanceRepository.markNotRenewed(db, new Date(now.getTime() - yearMs), now),
  };
}
export type BeneficiariesService = ReturnType<typeof createBeneficiariesService>;

import { type BeneficiaryYear, hoursExpected, lateFor, obligations, yearEnd } from '@portal/shared/beneficiaries';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ApplicationRow } from '../applications/public.ts';
import { documentLink } from '../documents/public.ts';
import { beneficiariesRepository as years } from './beneficiaries.repository.ts';
import { fullName, isWithdrawn, linesOf, seenAt, startOf, toHours, validatedSum } from './beneficiaries.year.ts';

/**
 * A beneficiary's year, for its holder or an administrator: hours against the 100 required, the schedule with what
 * was paid, the transcripts with their links (a staff `reader`'s name them, so that opening one is logged), and
 * what is late. A place withdrawn after its acceptance keeps its year readable, as it stood at the withdrawal.
 */
export async function readYear(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  { application, reader, now = new Date() }: { application: Pick<ApplicationRow, 'id'>; reader?: number; now?: Date },
): Promise<BeneficiaryYear> {
  const year = await years.year(db, application.id);
  if (!year) throw notFound('beneficiary');
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
      url: documentLink({ config }, { filename: row.filename, reader }),
    })),
    late: isWithdrawn(year) ? [] : lateFor({ start, validatedHours, transcriptSemesters: semesters, lines }, at),
  };
}

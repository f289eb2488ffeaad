import { programmeTimeZone } from '@portal/shared/session-rules';
import { dateLocale } from './date-time';

/** A time span as one zone states it: "Thu 10 Dec, 14:00–14:30" and the zone's name, "Central European Standard Time". */
export type ZonedSpan = { text: string; zone: string };

/** The time zone of this browser (where the reader is). */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function zoneName(locale: string, instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** From `start` for `minutes`, in `timeZone`, in the reader's language, with the zone named. */
export function zonedSpan(language: string, start: Date, minutes: number, timeZone: string): ZonedSpan {
  const locale = dateLocale(language);
  const end = new Date(start.getTime() + minutes * 60_000);
  const format = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return { text: format.formatRange(start, end), zone: zoneName(locale, start, timeZone) };
}

/**
 * A slot as the committee reads it: in the reader's own zone, and in Cameroon's (the programme's, where applicants
 * are) when the reader is elsewhere; each with its zone named. `programme` is null when the reader is in Cameroon's
 * zone already.
 */
export function slotSpans(
  language: string,
  startsAt: string,
  minutes: number,
  timeZone: string = readerTimeZone(),
): { reader: ZonedSpan; programme: ZonedSpan | null } {
  const start = new Date(startsAt);
  return {
    reader: zonedSpan(language, start, minutes, timeZone),
    programme: timeZone === programmeTimeZone ? null : zonedSpan(language, start, minutes, programmeTimeZone),
  };
}

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

/** The wall-clock reading of `instant` in `timeZone`, as if it were UTC (the zone's offset is the difference). */
function wallClock(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((one) => one.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

const localInput = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a `datetime-local` value ("2026-06-11T14:00") names in `timeZone`: what a committee member abroad types
 * is their own time. Null for anything else. A time a change of clocks skips reads as the hour after.
 */
export function instantInZone(value: string, timeZone: string): Date | null {
  const match = localInput.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  // The zone's offset at a first guess, then at the instant it gives (the two differ only around a change of clocks).
  const guess = wall - (wallClock(new Date(wall), timeZone) - wall);
  const instant = new Date(wall - (wallClock(new Date(guess), timeZone) - guess));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * An instant's hour in two zones, each named by its identifier, as a committee member typing a time reads it:
 * "14:00 Europe/Zurich" and Cameroon's "13:00"; the day is added where it differs from the reader's.
 */
export function clockInZones(
  language: string,
  instant: Date,
  timeZone: string,
): { reader: string; programme: string | null } {
  const locale = dateLocale(language);
  const clock = (zone: string, withDay: boolean) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      hour: 'numeric',
      minute: '2-digit',
      ...(withDay ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
    }).format(instant);
  if (timeZone === programmeTimeZone) return { reader: clock(timeZone, false), programme: null };
  const day = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant);
  return {
    reader: clock(timeZone, false),
    programme: clock(programmeTimeZone, day(timeZone) !== day(programmeTimeZone)),
  };
}

import { programmeTimeZone } from './session-rules';

const zoneName = (locale: string, date: Date, style: 'long' | 'shortOffset') =>
  new Intl.DateTimeFormat(locale, { timeZone: programmeTimeZone, timeZoneName: style })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;

/**
 * An instant as the programme states it (a deadline, the end of a session), in the reader's language: the day and
 * time in the programme's time zone with the zone named, "jeudi 10 décembre 2026 à 23:59 (heure d’Afrique de
 * l’Ouest, UTC+1)". A mail, the dashboard and a reader abroad then name the same moment the same way.
 */
export function programmeDateTime(locale: string, instant: Date | string): string {
  const date = new Date(instant);
  const at = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: programmeTimeZone,
  }).format(date);
  const names = [...new Set([zoneName(locale, date, 'long'), zoneName(locale, date, 'shortOffset')])];
  return `${at} (${names.filter(Boolean).join(', ')})`;
}

/** The programme's calendar day of an instant, in the reader's language ("10 décembre 2026"): short enough for a subject. */
export function programmeDate(locale: string, instant: Date | string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: programmeTimeZone }).format(new Date(instant));
}

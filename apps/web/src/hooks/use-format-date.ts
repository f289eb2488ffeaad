import { programmeDateTime } from '@portal/shared/programme-time';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@/lib/date-time';

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates in the reader's language and format (their browser's variant of it: lib/date-time), never as raw ISO strings. A calendar date ("2004-06-15", a birth
 * date) is the same day everywhere; an instant is shown in the reader's time zone.
 */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const day = calendarDay.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(dateLocale(locale), {
    dateStyle: 'medium',
    ...(day ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** An instant with its time, in the reader's zone and format. */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function useFormatDate() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return {
    date: (value: string | null | undefined) => formatDate(value, locale),
    dateTime: (value: string | null | undefined) => formatDateTime(value, locale),
    /** A deadline as the programme and its mails state it: in the programme's time zone, the zone named. */
    programmeDateTime: (value: string) => programmeDateTime(dateLocale(locale), value),
  };
}

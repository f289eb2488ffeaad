/**
 * The locale dates are written in for a reader of `language`: the browser's own variant of it when it has one
 * ("en-GB" for a British reader of English: 28 Nov 2026, not Nov 28, 2026; "fr-CH", "it-CH"), else the language.
 * Without a browser (the server's rendering), the language.
 */
export function dateLocale(language: string): string {
  if (typeof navigator === 'undefined') return language;
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  const variant = preferred.find((tag) => tag?.toLowerCase().split('-')[0] === language.toLowerCase());
  if (!variant || variant.toLowerCase() === language.toLowerCase()) return language;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(variant).length ? variant : language;
  } catch {
    return language;
  }
}

/** Instants are stored in UTC and shown in the viewer's time zone, with the zone named ("CET", "GMT+1"). */
export function formatInstant(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(dateLocale(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the value of `<input type="datetime-local">`, in the viewer's zone. */
export function toLocalInput(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (read in the viewer's zone) as an ISO instant in UTC; '' stays '' (required). */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export type Remaining = { days: number; hours: number; minutes: number; seconds: number };

export function splitDuration(ms: number): Remaining {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

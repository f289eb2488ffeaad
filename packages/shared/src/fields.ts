import { z } from 'zod';

/**
 * Field shapes every request uses, so each rule lives once: ids that fit the database's integer columns, dates the
 * database can store, and names that are names.
 */

/** Ids and counts are PostgreSQL `integer` columns: 32 bits, signed. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** A row id in a JSON body. */
export const idSchema = z.number().int().min(1).max(INT32_MAX);
/** A row id in a path or query string ("12"). */
export const idParamSchema = z.coerce.number().int().min(1).max(INT32_MAX);
/** `{ id }` path parameters of `/things/:id`. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** The database keeps dates from year 1 to far beyond 9999, JavaScript beyond both: this is what both agree on. */
const MIN_YEAR = 1000;
const MAX_YEAR = 9999;

const yearOf = (iso: string) => Number(iso.slice(0, 4));
/** True for what is not a date at all: the format check reports that once, on its own. */
const storableYear = (iso: string) => !/^\d{4}-/.test(iso) || (yearOf(iso) >= MIN_YEAR && yearOf(iso) <= MAX_YEAR);

/** A calendar date, `YYYY-MM-DD`, between years 1000 and 9999. */
export const isoDateSchema = z.iso.date().refine(storableYear, 'validation.invalidDate');

/** An instant with its offset (`2031-01-01T08:00:00Z`), between years 1000 and 9999. */
export const instantSchema = z.iso.datetime({ offset: true }).refine(storableYear, 'validation.invalidDate');

const instantPattern = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date or date-time from a query string (list filters), or undefined when it is not one the database can hold. */
export function parseInstant(raw: string): Date | undefined {
  if (!instantPattern.test(raw) || yearOf(raw) < MIN_YEAR) return undefined;
  const value = new Date(raw);
  return Number.isNaN(value.getTime()) ? undefined : value;
}

/** Control characters (CR, LF, TAB, NUL…) and the marks that reorder text on screen (bidirectional overrides). */
const hiddenOrControl = /[\p{Cc}\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;
const letter = /\p{L}/u;
/** Characters that show nothing, some of them classed as letters (the Hangul fillers). */
const invisible = /[\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/gu;

const nameRules = (text: z.ZodString) =>
  text
    .refine((value) => !hiddenOrControl.test(value), 'validation.nameControlCharacters')
    .refine((value) => value === '' || letter.test(value.replace(invisible, '')), 'validation.nameNeedsLetter')
    .transform((value) => value.normalize('NFC'));

/**
 * A person's name as people write it (any script, accents, apostrophes, hyphens, spaces), on one line, with at least
 * one letter: a string of invisible characters, a line break or a right-to-left override is not a name.
 */
export const personNameSchema = (max = 100) => nameRules(z.string().trim().min(1).max(max));

/** The same rules for a name that may be left empty ("" or null). */
export const optionalPersonNameSchema = (max = 200) => nameRules(z.string().trim().max(max)).nullable().optional();

import { type Locale, locales } from '@portal/shared/locales';
import { AppError } from '../../lib/app-error.ts';

type Named = { id: number; name?: unknown };

/** Names compare without case, accents written alike (NFC) and surrounding spaces. */
const comparable = (value: unknown) =>
  typeof value === 'string' ? value.normalize('NFC').trim().toLocaleLowerCase() : '';

/**
 * The languages in which `name` is already the name of another item of the list. Each language is compared with
 * itself: a word may mean one thing in English and another in French (decision 011).
 */
export function clashingLanguages(name: Record<Locale, string>, items: Named[], exceptId?: number): Locale[] {
  return locales.filter((locale) => {
    const wanted = comparable(name[locale]);
    return items.some(
      (item) => item.id !== exceptId && comparable((item.name as Record<string, unknown>)[locale]) === wanted,
    );
  });
}

/** 409 with the message on each offending name field, in the reader's language. */
export function duplicateName(name: Record<Locale, string>, languages: Locale[]): AppError {
  const first = name[languages[0] ?? 'en'];
  return new AppError('CONFLICT', {
    key: 'reference.duplicateName',
    params: { name: first },
    fieldErrors: languages.map((locale) => ({
      field: `name.${locale}`,
      key: 'reference.duplicateName',
      params: { name: name[locale] },
    })),
  });
}

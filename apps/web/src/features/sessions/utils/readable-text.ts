import { type Locale, type LocalizedText, locales } from '@portal/shared/locales';

/**
 * The text in the reader's language or, when that one is still empty, in the first other language that has one
 * (English, French, Italian), with the language it is written in; null when no language has any text.
 */
export function readableText(text: LocalizedText, reader: Locale): { text: string; language: Locale } | null {
  const order = [reader, ...locales.filter((locale) => locale !== reader)];
  const language = order.find((locale) => text[locale].trim() !== '');
  return language ? { text: text[language], language } : null;
}

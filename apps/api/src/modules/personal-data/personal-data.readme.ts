import { isLocale, type Locale } from '@portal/shared/locales';
import { translate } from '../../lib/i18n.ts';
import type { Person } from './personal-data.repository.ts';

const key = (name: string) => `personal-data.readme.${name}`;

/**
 * The archive's README.txt, in the person's language: for whom and when it was made, what is left out on purpose and
 * why, what each file holds (`files`: the archive's JSON files, in order), where the files they sent are, whether the
 * committee's work on an application is held back until its decisions are published, and which files the server no
 * longer had.
 */
export function readmeOf(
  person: Person,
  files: readonly string[],
  { missing, withheld }: { missing: readonly string[]; withheld: boolean },
  now: Date,
): Buffer {
  const locale: Locale = isLocale(person.locale) ? person.locale : 'en';
  const t = (name: string, params: Record<string, string | number> = {}) => translate(locale, key(name), params);
  const name = `${person.firstName} ${person.lastName}`.trim();
  const paragraphs = [
    t('title'),
    t('made', { name, username: person.username, date: now.toISOString() }),
    t('intro'),
    t('leftOut'),
    [t('filesHeading'), ...files.map((file) => `- ${file}: ${t(`files.${file.replace(/\.json$/, '')}`)}`)].join('\n'),
    `- files/: ${t('sentFiles')}`,
    t('formats'),
    ...(withheld ? [t('withheld')] : []),
    ...(missing.length ? [[t('missing'), ...missing.map((file) => `- ${file}`)].join('\n')] : []),
  ];
  return Buffer.from(`${paragraphs.join('\n\n')}\n`, 'utf8');
}

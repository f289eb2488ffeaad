/**
 * Matching of names typed by applicants (towns, universities, faculties) against the names a programme setting
 * lists: letter case, accents, punctuation and repeated spaces do not count ("Ngaoundéré" = "NGAOUNDERE",
 * "Université de Dschang (UDs)" contains "universite de dschang").
 * Apostrophes separate words, as French elision needs ("l'Université"); a setting lists "N'Gaoundéré" and
 * "Ngaoundéré" both if applicants write both.
 */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The same name, once normalized: used for places, where "Dschang" must not accept "Dschang rural". */
export function sameName(value: string | null | undefined, names: readonly string[]): boolean {
  if (!value) return false;
  const typed = normalizeName(value);
  return typed !== '' && names.some((name) => normalizeName(name) === typed);
}

/**
 * One of the names appears in the value as whole words: used for institutions, which applicants write with extras
 * ("Faculté de médecine et des sciences biomédicales de l'Université de Dschang").
 */
export function containsName(value: string | null | undefined, names: readonly string[]): boolean {
  if (!value) return false;
  const typed = ` ${normalizeName(value)} `;
  return names.some((name) => {
    const wanted = normalizeName(name);
    return wanted !== '' && typed.includes(` ${wanted} `);
  });
}

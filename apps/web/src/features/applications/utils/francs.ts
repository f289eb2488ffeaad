/**
 * A sum in CFA francs as people type it: the franc has no cents, so spaces, dots, commas and apostrophes are only
 * thousands separators ("150 000", "150.000", "150,000", "150’000" are all 150000). Empty is "not given" (null);
 * anything else that is not digits is left for the schema to refuse (NaN).
 */
export function francsOrNull(value: string): number | null {
  const digits = value.replace(/[\s.,'’\u00a0\u202f]/g, '');
  if (digits === '') return null;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

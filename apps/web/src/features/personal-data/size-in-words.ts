/**
 * An archive's size as a phone's download notification writes it: kilobytes below a megabyte (at least one), else
 * megabytes, in thousands as Android counts them. The number is formatted by the reader's locale, the unit named by
 * the catalog (`size.kilobytes`, `size.megabytes`).
 */
export function sizeInWords(bytes: number): { unit: 'kilobytes' | 'megabytes'; value: number } {
  if (bytes < 1_000_000) return { unit: 'kilobytes', value: Math.max(1, Math.round(bytes / 1_000)) };
  return { unit: 'megabytes', value: Math.round(bytes / 100_000) / 10 };
}

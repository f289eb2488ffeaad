import { describe, expect, it } from 'vitest';
import { containsName, normalizeName, sameName } from './text-match.ts';

describe('name matching', () => {
  it('ignores case, accents, punctuation and spacing; apostrophes separate words', () => {
    expect(normalizeName("  l'Université   de DSCHANG ")).toBe('l universite de dschang');
    expect(normalizeName('Foréké-Dschang')).toBe('foreke dschang');
    expect(normalizeName('ÉBOLOWA')).toBe('ebolowa');
  });

  it('places: the same name only', () => {
    expect(sameName('ngaoundere', ['Ngaoundéré'])).toBe(true);
    expect(sameName('Ngaoundéré 1er', ['Ngaoundéré'])).toBe(false);
    expect(sameName('  ', ['Ngaoundéré'])).toBe(false);
    expect(sameName(null, [''])).toBe(false);
  });

  it('institutions: one of the names as whole words', () => {
    expect(containsName("Faculté de médecine et des sciences biomédicales de l'UDs", ['UDs'])).toBe(true);
    expect(containsName("Faculté des sciences de l'Université de Dschang", ['Université de Dschang'])).toBe(true);
    expect(containsName('UDSchang', ['UDs'])).toBe(false);
    expect(containsName('Université', [''])).toBe(false);
  });
});

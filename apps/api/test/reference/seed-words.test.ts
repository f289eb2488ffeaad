import { describe, expect, it } from 'vitest';
import {
  seedBacTypes,
  seedDocumentTypes,
  seedHandicaps,
  seedSchoolLevels,
} from '../../src/modules/reference/reference.seed.ts';

describe('the reference lists a fresh database starts with', () => {
  it('write French and Italian with typographic apostrophes (’), as the catalogs do', () => {
    const names = [...seedBacTypes, ...seedDocumentTypes, ...seedHandicaps, ...seedSchoolLevels].flatMap((item) => [
      item.name.fr,
      item.name.it,
    ]);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => name.includes("'"))).toEqual([]);
  });
});

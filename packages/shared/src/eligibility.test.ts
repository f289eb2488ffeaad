import { describe, expect, it } from 'vitest';
import {
  checkEligibility,
  type EligibilityInput,
  type EligibilityReasonCode,
  type EligibilitySettings,
  eligibilityReasonCodes,
} from './eligibility.ts';
import en from './locales/en/review.json' with { type: 'json' };
import fr from './locales/fr/review.json' with { type: 'json' };
import it_ from './locales/it/review.json' with { type: 'json' };

const settings: EligibilitySettings = {
  sessionStart: '2026-10-01',
  acceptedPlaces: ['Dschang', 'Menoua'],
  universityNames: ['Université de Dschang', 'University of Dschang', 'UDs'],
};

const student = (change: Partial<EligibilityInput> = {}): EligibilityInput => ({
  application: { universityStudent: true, currentUniversity: 'Université de Dschang', desiredUniversity: null },
  profile: { birthDate: '2004-05-10', town: 'Dschang', district: null },
  schoolResult: { totalCredit: 60, achievedCredit: 58, annualAverage: 13.5 },
  highSchoolResume: null,
  ...change,
});

const pupil = (change: Partial<EligibilityInput> = {}): EligibilityInput => ({
  application: { universityStudent: false, currentUniversity: null, desiredUniversity: 'University of Dschang' },
  profile: { birthDate: '2008-03-02', town: null, district: 'Menoua' },
  schoolResult: null,
  highSchoolResume: { languageSection: 'FRANCOPHONE', finalGrade: 12.5, gceGrades: [] },
  ...change,
});

const codes = (input: EligibilityInput, given = settings) => checkEligibility(input, given).reasons.map((r) => r.code);
const gce = (...grades: ('A' | 'B' | 'C' | 'D' | 'E' | 'O')[]) => ({
  languageSection: 'ANGLOPHONE' as const,
  finalGrade: null,
  gceGrades: grades.map((grade, index) => ({ subject: `Subject ${index}`, grade })),
});

describe('checkEligibility', () => {
  it('accepts a student and a pupil who meet every condition', () => {
    expect(checkEligibility(student(), settings)).toEqual({ eligible: true, reasons: [] });
    expect(checkEligibility(pupil(), settings)).toEqual({ eligible: true, reasons: [] });
  });

  it.each([
    [53, 60, ['creditsTooFew']],
    [54, 60, []],
    [60, 60, []],
    // The same share of another total: 63 of 70 is 54 of 60.
    [62, 70, ['creditsTooFew']],
    [63, 70, []],
  ])('students: %i of %i credits', (achievedCredit, totalCredit, expected) => {
    expect(codes(student({ schoolResult: { totalCredit, achievedCredit, annualAverage: 14 } }))).toEqual(expected);
  });

  it('students: an average of 11.99 fails, 12 passes, and the reason carries the figures', () => {
    const low = checkEligibility(
      student({ schoolResult: { totalCredit: 60, achievedCredit: 54, annualAverage: 11.99 } }),
      settings,
    );
    expect(low).toEqual({
      eligible: false,
      reasons: [{ code: 'averageTooLow', params: { average: 11.99, minimum: 12 } }],
    });
    expect(codes(student({ schoolResult: { totalCredit: 60, achievedCredit: 54, annualAverage: 12 } }))).toEqual([]);
  });

  it('students: credits and average are both reported when both fail', () => {
    const result = checkEligibility(
      student({ schoolResult: { totalCredit: 60, achievedCredit: 50, annualAverage: 10 } }),
      settings,
    );
    expect(result.reasons).toEqual([
      { code: 'creditsTooFew', params: { achieved: 50, total: 60, required: 54, of: 60 } },
      { code: 'averageTooLow', params: { average: 10, minimum: 12 } },
    ]);
  });

  it('pupils: a baccalaureate grade of 10.99 fails, 11 passes', () => {
    const resume = (finalGrade: number) => ({ languageSection: 'FRANCOPHONE' as const, finalGrade, gceGrades: [] });
    expect(checkEligibility(pupil({ highSchoolResume: resume(10.99) }), settings).reasons).toEqual([
      { code: 'bacGradeTooLow', params: { grade: 10.99, minimum: 11 } },
    ]);
    expect(codes(pupil({ highSchoolResume: resume(11) }))).toEqual([]);
  });

  it.each([
    [['D', 'D'], []],
    [['A', 'B', 'C'], []],
    [['D', 'D', 'O'], []],
    [['D', 'E', 'O'], ['gceTooFewPasses']],
    [['D'], ['gceTooFewPasses']],
    [['E', 'E', 'E'], ['gceTooFewPasses']],
    [['A', 'B', 'O', 'O'], ['gceTooManyO']],
    [
      ['C', 'O', 'O'],
      ['gceTooFewPasses', 'gceTooManyO'],
    ],
  ] as const)('pupils: GCE grades %j', (grades, expected) => {
    expect(codes(pupil({ highSchoolResume: gce(...grades) }))).toEqual(expected);
  });

  it.each([
    // Session starts 2026-10-01: the 24th birthday the day after, the day before, the same day.
    ['2002-10-02', []],
    ['2002-10-01', ['tooOld']],
    ['2002-09-30', ['tooOld']],
  ])('students: born %s, under 24 on the start day', (birthDate, expected) => {
    expect(codes(student({ profile: { birthDate, town: 'Dschang', district: null } }))).toEqual(expected);
  });

  it.each([
    ['2005-10-02', []],
    ['2005-10-01', ['tooOld']],
  ])('pupils: born %s, under 21 on the start day', (birthDate, expected) => {
    expect(codes(pupil({ profile: { birthDate, town: 'Dschang', district: null } }))).toEqual(expected);
  });

  it('ages: the reason names the age, the limit and the day; an instant is read as the day in Cameroon', () => {
    const born = { birthDate: '2005-10-01', town: 'Dschang', district: null };
    // 23:30 UTC on 30 September is already 1 October in Cameroon: the 21st birthday.
    const late = { ...settings, sessionStart: '2026-09-30T23:30:00.000Z' };
    expect(checkEligibility(pupil({ profile: born }), late).reasons).toEqual([
      { code: 'tooOld', params: { age: 21, limit: 21, day: '2026-10-01' } },
    ]);
    expect(codes(pupil({ profile: born }), { ...settings, sessionStart: '2026-09-30T22:30:00.000Z' })).toEqual([]);
    expect(codes(pupil({ profile: born }), { ...settings, sessionStart: 'soon' })).toEqual(['sessionStartInvalid']);
  });

  it('ages: someone born on 29 February turns a year older on 1 March in common years', () => {
    const born = { birthDate: '2006-02-29', town: 'Dschang', district: null };
    expect(codes(pupil({ profile: born }), { ...settings, sessionStart: '2027-02-28' })).toEqual([]);
    expect(codes(pupil({ profile: born }), { ...settings, sessionStart: '2027-03-01' })).toEqual(['tooOld']);
  });

  it.each([
    ['DSCHANG', null, []],
    ['  dschang ', null, []],
    ['Foréké-Dschang', null, ['placeNotAccepted']],
    ['Bafoussam', 'MÉNOUA', []],
    ['Bafoussam', null, ['placeNotAccepted']],
    [null, 'Ménoua', []],
  ])('residence: town %j, district %j', (town, district, expected) => {
    expect(codes(student({ profile: { birthDate: '2004-05-10', town, district } }))).toEqual(expected);
  });

  it('residence: accents in the setting do not matter either, and the reason names both places', () => {
    const accented = { ...settings, acceptedPlaces: ['Ngaoundéré'] };
    const profile = (town: string) => ({ birthDate: '2004-05-10', town, district: 'Vina' });
    expect(codes(student({ profile: profile('NGAOUNDERE') }), accented)).toEqual([]);
    expect(checkEligibility(student({ profile: profile('Garoua') }), accented).reasons).toEqual([
      { code: 'placeNotAccepted', params: { place: 'Garoua, Vina', places: 'Ngaoundéré' } },
    ]);
  });

  it('university: current or desired, matched on whole words of any of its names', () => {
    const app = (currentUniversity: string | null, desiredUniversity: string | null) => ({
      universityStudent: true,
      currentUniversity,
      desiredUniversity,
    });
    expect(codes(student({ application: app('universite de DSCHANG (UDs)', null) }))).toEqual([]);
    expect(codes(student({ application: app('Université de Yaoundé I', 'UDS') }))).toEqual([]);
    expect(codes(student({ application: app('Université de Yaoundé I', null) }))).toEqual(['universityNotAccepted']);
    expect(codes(student({ application: app('UDSchang', null) }))).toEqual(['universityNotAccepted']);
    expect(codes(student({ application: app(' ', null) }))).toEqual(['universityMissing']);
  });

  it('missing data makes an application not eligible and says what is missing', () => {
    expect(codes(student({ schoolResult: null }))).toEqual(['schoolResultMissing']);
    expect(codes(student({ schoolResult: { totalCredit: 60, achievedCredit: null, annualAverage: 14 } }))).toEqual([
      'schoolResultMissing',
    ]);
    expect(codes(student({ schoolResult: { totalCredit: 0, achievedCredit: 0, annualAverage: 14 } }))).toEqual([
      'schoolResultMissing',
    ]);
    expect(codes(pupil({ highSchoolResume: null }))).toEqual(['highSchoolResumeMissing']);
    expect(
      codes(pupil({ highSchoolResume: { languageSection: 'FRANCOPHONE', finalGrade: null, gceGrades: [] } })),
    ).toEqual(['bacGradeMissing']);
    expect(codes(pupil({ highSchoolResume: gce() }))).toEqual(['gceGradesMissing']);
    expect(codes(student({ profile: null }))).toEqual(['birthDateMissing', 'placeMissing']);
    const unknownType = student({
      application: { universityStudent: null, currentUniversity: null, desiredUniversity: null },
    });
    expect(checkEligibility(unknownType, settings)).toEqual({
      eligible: false,
      reasons: [
        { code: 'applicantTypeMissing', params: {} },
        { code: 'universityMissing', params: {} },
      ],
    });
  });

  it('empty programme settings accept nobody and say which setting is missing', () => {
    expect(codes(student(), { ...settings, acceptedPlaces: [], universityNames: [] })).toEqual([
      'acceptedPlacesNotSet',
      'universityNamesNotSet',
    ]);
  });

  it('every reason has a message in English, French and Italian', () => {
    for (const catalog of [en, fr, it_]) {
      const messages = catalog.eligibility as Record<string, string>;
      expect(Object.keys(messages).sort()).toEqual([...eligibilityReasonCodes].sort());
      for (const code of eligibilityReasonCodes satisfies readonly EligibilityReasonCode[])
        expect(messages[code]?.trim()).toBeTruthy();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { rankCandidates } from './ranking.ts';
import { type Score, scoreApplication } from './scoring.ts';
import type { ScoringInput } from './scoring-input.ts';
import { defaultRubric } from './scoring-rubric.ts';

/** The worked examples of docs/scoring.md, figure for figure: the document cannot drift from the code. */

const member = (annualSalary: number, otherIncome = 0, hasHandicap = false) => ({
  annualSalary,
  otherIncome,
  hasHandicap,
});

const francophonePupil: ScoringInput = {
  universityStudent: false,
  schoolResult: null,
  highSchoolResume: { languageSection: 'FRANCOPHONE', finalGrade: 13.5, gceGrades: [] },
  hasDisability: false,
  family: {
    rooms: 2,
    houseType: 'LOCATION',
    landType: 'GROWN_PLOT_DONT_BELONG_US',
    toiletType: 'COMMON',
    landMainActivity: 'SUBSISTENCE_FARMING',
    transportType: 'NO',
    hasChildren: false,
    hasComputer: false,
    hasTV: true,
    hasWater: false,
    hasLiveStock: true,
    chickens: 6,
    goats: 2,
  },
  members: [member(300_000, 60_000), member(0), member(0, 0, true), member(0)],
  financings: [],
  extraActivities: [{ annualIncome: 90_000 }],
  bonus: null,
  bonusReason: null,
};

const anglophonePupil: ScoringInput = {
  universityStudent: false,
  schoolResult: null,
  highSchoolResume: {
    languageSection: 'ANGLOPHONE',
    finalGrade: null,
    gceGrades: [{ grade: 'A' }, { grade: 'B' }, { grade: 'D' }, { grade: 'O' }],
  },
  hasDisability: false,
  family: {
    rooms: 4,
    houseType: 'OWN_HOUSE',
    landType: 'OWN_PARCEL',
    toiletType: 'PRIVATE',
    landMainActivity: 'AGRICULTURE_INCOME',
    transportType: 'YES_MOTORCYCLE',
    hasChildren: false,
    hasComputer: false,
    hasTV: true,
    hasWater: true,
    hasLiveStock: true,
    pigs: 4,
    chickens: 20,
  },
  members: [member(1_200_000), member(0, 240_000), member(0), member(0)],
  financings: [{ amount: 100_000 }],
  extraActivities: [],
  bonus: null,
  bonusReason: null,
};

const student: ScoringInput = {
  universityStudent: true,
  schoolResult: { totalCredit: 60, achievedCredit: 56, annualAverage: 13.2 },
  highSchoolResume: null,
  hasDisability: true,
  family: {
    rooms: 2,
    houseType: 'OWN_HOUSE',
    landType: 'OWN_PARCEL',
    toiletType: 'NO',
    landMainActivity: 'SUBSISTENCE_FARMING',
    transportType: 'NO',
    hasChildren: false,
    hasComputer: false,
    hasTV: false,
    hasWater: false,
    hasLiveStock: false,
  },
  members: [member(600_000), member(0), member(0), member(0), member(0)],
  financings: [],
  extraActivities: [{ annualIncome: 150_000 }],
  bonus: 3,
  bonusReason: 'Orphan of both parents, verified by the Cameroon branch',
};

function scored(input: ScoringInput): Score {
  const outcome = scoreApplication(input, defaultRubric);
  if (!outcome.ok) throw new Error('the example has a valid bonus');
  return outcome.score;
}

describe('worked examples of docs/scoring.md', () => {
  it('a francophone pupil', () => {
    expect(scored(francophonePupil)).toEqual({
      merit: 33.75,
      economicCondition: 15,
      dependenceRatio: 2,
      familyHandicap: 2,
      houseSize: 2,
      houseType: 3,
      toilet: 1,
      water: 2,
      transport: 3,
      computer: 1,
      tv: 0,
      children: 0,
      land: 2,
      landMainActivity: 2,
      livestock: 2,
      selfHandicap: 0,
      bonus: 0,
      bonusReason: null,
      total: 70.75,
      missing: [],
    });
  });

  it('an anglophone pupil', () => {
    expect(scored(anglophonePupil)).toEqual({
      merit: 38.33,
      economicCondition: 9,
      dependenceRatio: 2,
      familyHandicap: 0,
      houseSize: 0,
      houseType: 0,
      toilet: 0,
      water: 0,
      transport: 2,
      computer: 1,
      tv: 0,
      children: 0,
      land: 0,
      landMainActivity: 0,
      livestock: 1,
      selfHandicap: 0,
      bonus: 0,
      bonusReason: null,
      total: 53.33,
      missing: [],
    });
  });

  it('a university student with a committee bonus', () => {
    expect(scored(student)).toEqual({
      merit: 30.8,
      economicCondition: 12,
      dependenceRatio: 3,
      familyHandicap: 0,
      houseSize: 2,
      houseType: 0,
      toilet: 2,
      water: 2,
      transport: 3,
      computer: 1,
      tv: 1,
      children: 0,
      land: 0,
      landMainActivity: 2,
      livestock: 2,
      selfHandicap: 2,
      bonus: 3,
      bonusReason: 'Orphan of both parents, verified by the Cameroon branch',
      total: 65.8,
      missing: [],
    });
  });

  it('their ranking with a pass score of 55', () => {
    const candidates = [
      { id: 11, input: francophonePupil, faculty: 'Faculté des sciences' },
      { id: 12, input: anglophonePupil, faculty: 'Biomedical sciences' },
      { id: 13, input: student, faculty: 'Faculté des sciences économiques et de gestion' },
    ].map(({ id, input, faculty }) => ({ id, faculty, submittedAt: '2026-10-15T10:00:00.000Z', score: scored(input) }));
    const settings = { passScore: 55, numberOfCandidatesToSelect: 2, biomedicalFaculties: ['Biomedical sciences'] };
    expect(rankCandidates(candidates, { ...settings, placesPerReservedPlace: 19 })).toEqual([
      { id: 11, rank: 1, total: 70.75, passed: true, selected: true, reservedFor: null },
      { id: 13, rank: 2, total: 65.8, passed: true, selected: true, reservedFor: null },
      { id: 12, rank: 3, total: 53.33, passed: false, selected: false, reservedFor: null },
    ]);
  });
});

import type { ScoringFamily, ScoringInput, ScoringMember } from './scoring-input';

/** Test data for the scoring rules: a well-off household that earns few socio-economic points. */

export const comfortableFamily: ScoringFamily = {
  rooms: 2,
  houseType: 'OWN_HOUSE',
  landType: 'OWN_PARCEL',
  toiletType: 'PRIVATE',
  landMainActivity: 'AGRICULTURE_INCOME',
  transportType: 'YES_LEAST_ONE_VEHICLE',
  hasChildren: false,
  hasComputer: true,
  hasTV: true,
  hasWater: true,
  hasLiveStock: true,
  cows: 3,
};

export const earner = (annualSalary: number, change: Partial<ScoringMember> = {}): ScoringMember => ({
  annualSalary,
  otherIncome: 0,
  hasHandicap: false,
  ...change,
});

export const scoringInput = (change: Partial<ScoringInput> = {}): ScoringInput => ({
  universityStudent: false,
  schoolResult: null,
  highSchoolResume: { languageSection: 'FRANCOPHONE', finalGrade: 14, gceGrades: [] },
  hasDisability: false,
  family: comfortableFamily,
  members: [earner(2_000_000)],
  financings: [],
  extraActivities: [],
  bonus: null,
  bonusReason: null,
  ...change,
});

/** A family every rule accepts, and members of it: an earning parent and a supported child. */
export const completeFamily = {
  membersInTown: 2,
  rooms: 3,
  houseType: 'OWN_HOUSE',
  landType: 'OWN_PARCEL',
  toiletType: 'PRIVATE',
  landMainActivity: 'SUBSISTENCE_FARMING',
  transportType: 'NO',
  livesWithFamily: true,
  hasChildren: false,
  hasComputer: false,
  hasTV: true,
  hasWater: true,
  hasLiveStock: true,
  goats: 4,
  familyLivesInTown: true,
  neighborhood: 'Foto',
} as const;

export const earningMother = {
  relationship: 'MOTHER',
  residence: 'Dschang',
  maritalStatus: 'MARRIED',
  schoolLevel: 'PRIMARY_SCHOOL',
  mainIncomeType: 'SALARY',
  otherIncomeType: 'COUNTRY_ACTIVITY',
  birthYear: 1975,
  mainActivity: 'Teacher',
  annualSalary: 600_000,
  otherIncome: 50_000,
  employer: 'Public school',
  hasHandicap: false,
} as const;

export const supportedChild = {
  ...earningMother,
  relationship: 'BROTHER_SISTER',
  maritalStatus: 'SINGLE',
  mainIncomeType: 'SUPPORTED_BY_PARENTS',
  otherIncomeType: 'NO_OTHER_SOURCE',
  birthYear: 2014,
  mainActivity: 'Pupil',
  annualSalary: 0,
  otherIncome: 0,
  employer: null,
} as const;

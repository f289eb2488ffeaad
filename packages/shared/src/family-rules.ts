import type {
  EducationLevel,
  FamilyRelation,
  HouseType,
  LandMainActivity,
  LandType,
  MainIncomeType,
  MaritalStatus,
  OtherIncomeType,
  TransportType,
  UtilityType,
} from './enums';

/**
 * What keeps the family step from being complete, without zod, shared by the server (completing the step,
 * submitting) and the screens (which explain it). Decision 203 records the choices.
 */

/** A problem as the application rules report it: `FAMILY.<field>` or `FAMILY.members.<index>.<field>`. */
type FamilyProblem = { field: string; key: string; params?: Record<string, string | number> };

/** Birth years a member may have: nobody alive was born before 1900, nobody is born in the future. */
export const memberBirthYears = { min: 1900, max: () => new Date().getFullYear() } as const;

/**
 * Main income types that are a living earned or received: a member who lives on one of them declares an amount.
 * Members supported by parents, relatives or others (children, pupils, the unemployed) may declare none.
 */
const incomeTypes: readonly MainIncomeType[] = [
  'SALARY',
  'PENSION',
  'GRANT_OTHER_PAYMENT',
  'HERITAGE_INCOME',
  'OTHER_SCHOLARSHIP',
];
export const isIncomeType = (type: string | null | undefined): boolean => incomeTypes.includes(type as MainIncomeType);

export const livestockKinds = ['chickens', 'cows', 'goats', 'pigs', 'rabbits', 'otherLivestock'] as const;

export type FamilyValues = {
  membersInTown: number | null;
  rooms: number | null;
  houseType: HouseType | null;
  landType: LandType | null;
  toiletType: UtilityType | null;
  landMainActivity: LandMainActivity | null;
  transportType: TransportType | null;
  livesWithFamily: boolean | null;
  hasChildren: boolean | null;
  hasComputer: boolean | null;
  hasTV: boolean | null;
  hasWater: boolean | null;
  hasLiveStock: boolean | null;
  rentPrice: number | null;
  familyLivesInTown: boolean | null;
  neighborhood: string | null;
} & Record<(typeof livestockKinds)[number], number | null>;

export type FamilyMemberValues = {
  relationship: FamilyRelation | null;
  residence: string | null;
  maritalStatus: MaritalStatus | null;
  schoolLevel: EducationLevel | null;
  mainIncomeType: MainIncomeType | null;
  otherIncomeType: OtherIncomeType | null;
  birthYear: number | null;
  mainActivity: string | null;
  annualSalary: number | null;
  otherIncome: number | null;
  employer: string | null;
  hasHandicap: boolean | null;
};

export type FamilyContent = FamilyValues & { members: FamilyMemberValues[] };

/** Every family answers these; the rent and the livestock only when they apply. */
export const familyRequiredFields = [
  'membersInTown',
  'rooms',
  'houseType',
  'toiletType',
  'hasWater',
  'landType',
  'landMainActivity',
  'transportType',
  'livesWithFamily',
  'familyLivesInTown',
  'neighborhood',
  'hasChildren',
  'hasComputer',
  'hasTV',
  'hasLiveStock',
] as const satisfies readonly (keyof FamilyValues)[];

/** Every member answers these; the employer only when the member lives on a salary. */
export const memberRequiredFields = [
  'relationship',
  'birthYear',
  'residence',
  'maritalStatus',
  'schoolLevel',
  'mainActivity',
  'mainIncomeType',
  'annualSalary',
  'otherIncomeType',
  'otherIncome',
  'hasHandicap',
] as const satisfies readonly (keyof FamilyMemberValues)[];

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

function familyFieldProblems(family: FamilyValues): FamilyProblem[] {
  const fields: (keyof FamilyValues)[] = [...familyRequiredFields];
  if (family.houseType === 'LOCATION') fields.splice(fields.indexOf('houseType') + 1, 0, 'rentPrice');
  const problems = fields
    .filter((field) => blank(family[field]))
    .map((field) => ({ field: `FAMILY.${field}`, key: `family.required.${field}` }));
  if (family.hasLiveStock && !livestockKinds.some((kind) => (family[kind] ?? 0) > 0))
    problems.push({ field: 'FAMILY.chickens', key: 'family.livestockCounts' });
  return problems;
}

/** One member's missing answers and the income rule; `number` (from 1) names the member in the message. */
export function memberProblems(member: FamilyMemberValues, index: number): FamilyProblem[] {
  const params = { number: index + 1 };
  const fields: (keyof FamilyMemberValues)[] = [...memberRequiredFields];
  if (member.mainIncomeType === 'SALARY') fields.push('employer');
  const problems: FamilyProblem[] = fields
    .filter((field) => blank(member[field]))
    .map((field) => ({ field: `FAMILY.members.${index}.${field}`, key: `family.memberRequired.${field}`, params }));
  if (isIncomeType(member.mainIncomeType) && member.annualSalary === 0 && member.otherIncome === 0)
    problems.push({ field: `FAMILY.members.${index}.annualSalary`, key: 'family.memberIncomeZero', params });
  return problems;
}

/**
 * The family step's problems, in the order of the screen: the family's answers, the members counted against the
 * number declared (both numbers in the message), then each member's answers.
 */
export function familyProblems(family: FamilyContent | null): FamilyProblem[] {
  if (!family) return [{ field: 'FAMILY', key: 'family.notStarted' }];
  const problems = familyFieldProblems(family);
  const registered = family.members.length;
  if (family.membersInTown != null && family.membersInTown !== registered)
    problems.push({
      field: 'FAMILY.membersInTown',
      key: 'family.membersMismatch',
      params: { declared: family.membersInTown, registered },
    });
  family.members.forEach((member, index) => {
    problems.push(...memberProblems(member, index));
  });
  return problems;
}

import { describe, expect, it } from 'vitest';
import { emptySteps, stepProblems } from './application-rules';
import { familyMemberInputSchema } from './family';
import { type FamilyContent, type FamilyMemberValues, familyProblems, memberProblems } from './family-rules';

const mother: FamilyMemberValues = {
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
};
const child: FamilyMemberValues = {
  ...mother,
  relationship: 'BROTHER_SISTER',
  maritalStatus: 'SINGLE',
  mainIncomeType: 'SUPPORTED_BY_PARENTS',
  otherIncomeType: 'NO_OTHER_SOURCE',
  birthYear: 2015,
  mainActivity: 'Pupil',
  annualSalary: 0,
  otherIncome: 0,
  employer: null,
};

function family(overrides: Partial<FamilyContent> = {}): FamilyContent {
  return {
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
    hasWater: false,
    hasLiveStock: false,
    chickens: null,
    cows: null,
    goats: null,
    pigs: null,
    rabbits: null,
    otherLivestock: null,
    rentPrice: null,
    familyLivesInTown: true,
    neighborhood: 'Foto',
    members: [mother, child],
    ...overrides,
  };
}
const fields = (content: FamilyContent | null) => familyProblems(content).map((problem) => problem.field);

describe('the family step', () => {
  it('is complete with every answer and as many members as declared', () => {
    expect(familyProblems(family())).toEqual([]);
    expect(familyProblems(family({ membersInTown: 0, members: [] }))).toEqual([]);
  });

  it('is missing as a whole before the family is saved', () => {
    expect(familyProblems(null)).toEqual([{ field: 'FAMILY', key: 'family.notStarted' }]);
  });

  it('names every empty answer, a blank text included', () => {
    expect(fields(family({ rooms: null, neighborhood: '  ', hasTV: null }))).toEqual([
      'FAMILY.rooms',
      'FAMILY.neighborhood',
      'FAMILY.hasTV',
    ]);
  });

  it('asks the rent only of a family that rents its home', () => {
    expect(fields(family({ houseType: 'LOCATION' }))).toEqual(['FAMILY.rentPrice']);
    expect(fields(family({ houseType: 'LOCATION', rentPrice: 15_000 }))).toEqual([]);
  });

  it('asks at least one animal of a family that keeps livestock', () => {
    expect(fields(family({ hasLiveStock: true }))).toEqual(['FAMILY.chickens']);
    expect(fields(family({ hasLiveStock: true, chickens: 0, goats: 0 }))).toEqual(['FAMILY.chickens']);
    expect(fields(family({ hasLiveStock: true, goats: 3 }))).toEqual([]);
  });

  it('reports a member count that differs from the members registered, with both numbers', () => {
    const [problem] = familyProblems(family({ membersInTown: 3 }));
    expect(problem).toEqual({
      field: 'FAMILY.membersInTown',
      key: 'family.membersMismatch',
      params: { declared: 3, registered: 2 },
    });
  });

  it("names each member's missing answers by the member's place in the list", () => {
    const problems = familyProblems(family({ members: [mother, { ...child, birthYear: null, residence: '' }] }));
    expect(problems.map((problem) => problem.field)).toEqual([
      'FAMILY.members.1.birthYear',
      'FAMILY.members.1.residence',
    ]);
    expect(problems[0]?.params).toEqual({ number: 2 });
  });

  it('asks the employer of a member who lives on a salary only', () => {
    expect(memberProblems({ ...mother, employer: null }, 0).map((problem) => problem.field)).toEqual([
      'FAMILY.members.0.employer',
    ]);
    expect(memberProblems(child, 0)).toEqual([]);
  });

  it('wires the family into the application rules', () => {
    const application = { steps: emptySteps() } as never;
    const content = {
      application,
      profile: null,
      schoolResult: null,
      highSchoolResume: null,
      financings: [],
      extraActivities: [],
      rating: null,
    };
    expect(stepProblems('FAMILY', { ...content, family: family({ membersInTown: 1 }) })[0]?.key).toBe(
      'family.membersMismatch',
    );
    expect(stepProblems('FAMILY', { ...content, family: family() })).toEqual([]);
  });
});

describe('the income rule', () => {
  const zero = { annualSalary: 0, otherIncome: 0 };

  it('refuses no income at all from a member who lives on an income', () => {
    for (const mainIncomeType of [
      'SALARY',
      'PENSION',
      'GRANT_OTHER_PAYMENT',
      'HERITAGE_INCOME',
      'OTHER_SCHOLARSHIP',
    ] as const) {
      expect(memberProblems({ ...mother, mainIncomeType, ...zero }, 0).map((p) => p.key)).toEqual([
        'family.memberIncomeZero',
      ]);
    }
    expect(memberProblems({ ...mother, annualSalary: 0, otherIncome: 10 }, 0)).toEqual([]);
  });

  it('lets a supported member (a child, a pupil) declare no income', () => {
    for (const mainIncomeType of ['SUPPORTED_BY_PARENTS', 'SUPPORTED_RELATIVES', 'SUPPORTED_OTHER_PEOPLE'] as const)
      expect(memberProblems({ ...child, mainIncomeType }, 0)).toEqual([]);
  });

  it('is checked as soon as both amounts are typed, and not before', () => {
    const refused = familyMemberInputSchema.safeParse({ mainIncomeType: 'PENSION', ...zero });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['annualSalary'], message: 'validation.memberIncomeZero' });
    expect(familyMemberInputSchema.safeParse({ mainIncomeType: 'PENSION', annualSalary: 0 }).success).toBe(true);
    expect(familyMemberInputSchema.safeParse({ mainIncomeType: 'SUPPORTED_BY_PARENTS', ...zero }).success).toBe(true);
  });

  it('checks ranges and enumerations of a draft at once', () => {
    expect(familyMemberInputSchema.safeParse({ birthYear: 1800 }).success).toBe(false);
    expect(familyMemberInputSchema.safeParse({ relationship: 'NEIGHBOUR' }).success).toBe(false);
    expect(familyMemberInputSchema.safeParse({ annualSalary: -1 }).success).toBe(false);
    expect(familyMemberInputSchema.safeParse({}).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { type ApplicationContent, emptySteps, submissionProblems } from './application-rules';
import {
  checkEligibility,
  type EligibilityInput,
  type EligibilitySettings,
  eligibilityProfileNeeds,
  eligibilityReads,
  eligibilityReasonCodes,
} from './eligibility';
import type { ApplicationStep } from './enums';
import type { FamilyContent } from './family-rules';

/**
 * The eligibility rule may only read what the application asks: a submission the application accepts is never found
 * "missing" something by the committee's check. These tests follow the rule's actual reads, so they fail as soon as
 * the rule reads one more answer that the application does not ask.
 */

type Part = keyof typeof eligibilityReads;
type Read = { [P in Part]: `${P}.${(typeof eligibilityReads)[P][number]}` }[Part];

const settings: EligibilitySettings = {
  sessionStart: '2026-10-01',
  acceptedPlaces: ['Dschang', 'Menoua'],
  universityNames: ['University of Dschang', 'UDs'],
};

const family: FamilyContent = {
  membersInTown: 1,
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
  members: [
    {
      relationship: 'MOTHER',
      residence: 'Dschang',
      maritalStatus: 'MARRIED',
      schoolLevel: 'PRIMARY_SCHOOL',
      mainIncomeType: 'SALARY',
      otherIncomeType: 'NO_OTHER_SOURCE',
      birthYear: 1975,
      mainActivity: 'Teacher',
      annualSalary: 600_000,
      otherIncome: 0,
      employer: 'Public school',
      hasHandicap: false,
    },
  ],
};

const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');

/** An application with nothing missing: every step completed (financing and activities skipped). */
function complete(): ApplicationContent {
  return {
    application: {
      universityStudent: true,
      desiredUniversity: 'University of Dschang',
      desiredFaculty: 'Sciences',
      schoolLevelId: 1,
      nextYearTown: 'Dschang',
      currentUniversity: 'University of Dschang',
      currentFaculty: 'Sciences',
      motivation: words,
      steps: { ...emptySteps(), ...completedSteps },
    },
    profile: { birthDate: '2005-05-10', town: 'Dschang', district: 'Menoua' },
    schoolResult: { totalCredit: 60, achievedCredit: 58, annualAverage: 13.5 },
    highSchoolResume: {
      languageSection: 'FRANCOPHONE',
      bacTypeId: 2,
      issueDate: '2023-07-01',
      finalGrade: 13,
      gceGrades: [],
      schoolName: 'Lycée de Dschang',
    },
    family,
    financings: [],
    extraActivities: [],
    rating: { stars: 4 },
  };
}
const completedSteps: Partial<Record<ApplicationStep, 'COMPLETED' | 'SKIPPED'>> = {
  NEXT_YEAR_PLAN: 'COMPLETED',
  SCHOOL_RESULT: 'COMPLETED',
  HIGH_SCHOOL_RESUME: 'COMPLETED',
  FAMILY: 'COMPLETED',
  DOCUMENTS: 'COMPLETED',
  MOTIVATION: 'COMPLETED',
  RATING: 'COMPLETED',
  FINANCING: 'SKIPPED',
  ACTIVITIES: 'SKIPPED',
};

/** What the committee's run hands the rule for this content (review-runs.repository: the rows as they are). */
const inputOf = (content: ApplicationContent): EligibilityInput => ({
  application: content.application,
  profile: content.profile,
  schoolResult: content.schoolResult,
  highSchoolResume: content.highSchoolResume,
});

/** Runs the rule on objects that write down every field it reads, wherever it reads it. */
function readsOf(input: EligibilityInput): Set<string> {
  const reads = new Set<string>();
  const watch = <T extends object>(part: string, value: T | null): T | null =>
    value &&
    new Proxy(value, {
      get(target, key, receiver) {
        if (typeof key === 'string') reads.add(`${part}.${key}`);
        return Reflect.get(target, key, receiver);
      },
    });
  const watched = new Proxy(
    {
      application: watch('application', input.application)!,
      profile: watch('profile', input.profile),
      schoolResult: watch('schoolResult', input.schoolResult),
      highSchoolResume: watch('highSchoolResume', input.highSchoolResume),
    },
    {
      get(target, key, receiver) {
        if (typeof key === 'string' && !(key in eligibilityReads)) reads.add(`input.${key}`);
        return Reflect.get(target, key, receiver);
      },
    },
  );
  checkEligibility(watched, settings);
  return reads;
}

const declared = new Set<string>(
  Object.entries(eligibilityReads).flatMap(([part, fields]) => fields.map((field) => `${part}.${field}`)),
);

/** Every combination of filled, empty and wrong answers the rule reads, on an otherwise complete application. */
function* variants(): Generator<ApplicationContent> {
  const blanks = [null, ' '];
  for (const universityStudent of [true, false, null])
    for (const desiredUniversity of [...blanks, 'University of Dschang', 'University of Buea'])
      for (const currentUniversity of [null, 'UDs'])
        for (const birthDate of [null, '2005-05-10', '1990-01-01'])
          for (const town of [...blanks, 'Dschang', 'Douala'])
            for (const district of [null, 'Menoua'])
              for (const schoolResult of [
                null,
                { totalCredit: 60, achievedCredit: 58, annualAverage: 13.5 },
                { totalCredit: 60, achievedCredit: null, annualAverage: 13.5 },
                { totalCredit: 60, achievedCredit: 40, annualAverage: null },
              ])
                for (const resume of [
                  null,
                  { languageSection: 'FRANCOPHONE' as const, finalGrade: 13, gceGrades: [] },
                  { languageSection: 'FRANCOPHONE' as const, finalGrade: null, gceGrades: [] },
                  { languageSection: 'ANGLOPHONE' as const, finalGrade: null, gceGrades: [] },
                  {
                    languageSection: 'ANGLOPHONE' as const,
                    finalGrade: null,
                    gceGrades: [{ subject: 'Biology', grade: 'B' as const }],
                  },
                ]) {
                  const base = complete();
                  yield {
                    ...base,
                    application: { ...base.application, universityStudent, desiredUniversity, currentUniversity },
                    profile: { birthDate, town, district },
                    schoolResult,
                    highSchoolResume: resume && { ...base.highSchoolResume!, ...resume },
                  };
                }
}

describe('what the eligibility rule reads', () => {
  it('is exactly what it declares, whatever the answers', () => {
    const reads = new Set<string>();
    for (const content of variants()) for (const read of readsOf(inputOf(content))) reads.add(read);
    expect([...reads].filter((read) => !declared.has(read))).toEqual([]);
    expect([...declared].filter((read) => !reads.has(read))).toEqual([]);
  });

  it('names each profile need by the reason the rule gives when it is empty, and covers every profile field', () => {
    expect(eligibilityProfileNeeds.flatMap((need) => need.fields).sort()).toEqual([...eligibilityReads.profile].sort());
    for (const need of eligibilityProfileNeeds) {
      const content = complete();
      const empty = { ...content.profile!, ...Object.fromEntries(need.fields.map((field) => [field, null])) };
      const codes = checkEligibility({ ...inputOf(content), profile: empty }, settings).reasons.map((r) => r.code);
      expect(codes).toContain(need.reason);
      // One field of the need is enough for the rule.
      for (const field of need.fields) {
        const one = { ...empty, [field]: content.profile![field] };
        const still = checkEligibility({ ...inputOf(content), profile: one }, settings).reasons.map((r) => r.code);
        expect(still, field).not.toContain(need.reason);
      }
    }
  });
});

/** Where the application asks each answer the rule reads, and how to make that answer matter. */
const askedAt: Record<Read, { problem: string; when?: (content: ApplicationContent) => void }> = {
  'application.universityStudent': { problem: 'NEXT_YEAR_PLAN.universityStudent' },
  'application.desiredUniversity': { problem: 'NEXT_YEAR_PLAN.desiredUniversity' },
  'application.currentUniversity': { problem: 'NEXT_YEAR_PLAN.currentUniversity' },
  'profile.birthDate': { problem: 'NEXT_YEAR_PLAN.birthDate' },
  // A town or a district will do: with both empty the application asks on the town.
  'profile.town': {
    problem: 'NEXT_YEAR_PLAN.town',
    when: (content) => {
      content.profile!.district = null;
    },
  },
  'profile.district': {
    problem: 'NEXT_YEAR_PLAN.town',
    when: (content) => {
      content.profile!.town = null;
    },
  },
  'schoolResult.totalCredit': { problem: 'SCHOOL_RESULT.totalCredit' },
  'schoolResult.achievedCredit': { problem: 'SCHOOL_RESULT.achievedCredit' },
  'schoolResult.annualAverage': { problem: 'SCHOOL_RESULT.annualAverage' },
  'highSchoolResume.languageSection': { problem: 'HIGH_SCHOOL_RESUME.languageSection' },
  'highSchoolResume.finalGrade': { problem: 'HIGH_SCHOOL_RESUME.finalGrade' },
  'highSchoolResume.gceGrades': {
    problem: 'HIGH_SCHOOL_RESUME.gceGrades',
    when: (content) => {
      content.highSchoolResume!.languageSection = 'ANGLOPHONE';
    },
  },
};

describe('the application asks every answer the eligibility rule reads', () => {
  it.each([...declared])('%s: refused at submission while it is empty', (read) => {
    const asked = askedAt[read as Read];
    expect(asked, `${read} is read by the rule but asked nowhere in the application`).toBeDefined();
    const content = complete();
    expect(submissionProblems(content, { declaration: true })).toEqual([]);
    asked.when?.(content);
    const [part, field] = read.split('.') as [Part, string];
    const values = content[part] as Record<string, unknown>;
    values[field] = Array.isArray(values[field]) ? [] : null;
    expect(submissionProblems(content, { declaration: true }).map((problem) => problem.field)).toContain(asked.problem);
  });

  it('never lets through an application the rule finds missing something', () => {
    const missing = eligibilityReasonCodes.filter((code) => code.endsWith('Missing'));
    let accepted = 0;
    let checked = 0;
    for (const content of variants()) {
      checked += 1;
      if (submissionProblems(content, { declaration: true }).length > 0) continue;
      accepted += 1;
      const reasons = checkEligibility(inputOf(content), settings).reasons.map((reason) => reason.code);
      expect(
        reasons.filter((code) => missing.includes(code)),
        JSON.stringify(content.profile),
      ).toEqual([]);
    }
    // The combinations hold accepted applications, eligible or not, and refused ones.
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(checked);
  });
});

import type {
  GceGrade,
  HouseType,
  LandMainActivity,
  LandType,
  LanguageSection,
  TransportType,
  UtilityType,
} from './enums';
import type { LivestockKind } from './scoring-rubric';

/** What scoring reads of an application, its applicant and family: only these fields, whatever else they hold. */

export type ScoringFamily = {
  rooms: number | null;
  houseType: HouseType | null;
  landType: LandType | null;
  toiletType: UtilityType | null;
  landMainActivity: LandMainActivity | null;
  transportType: TransportType | null;
  hasChildren: boolean | null;
  hasComputer: boolean | null;
  hasTV: boolean | null;
  hasWater: boolean | null;
  hasLiveStock: boolean | null;
} & Partial<Record<LivestockKind, number | null>>;

export type ScoringMember = { annualSalary: number | null; otherIncome: number | null; hasHandicap: boolean | null };

export type ScoringInput = {
  universityStudent: boolean | null;
  schoolResult: { totalCredit: number | null; achievedCredit: number | null; annualAverage: number | null } | null;
  highSchoolResume: {
    languageSection: LanguageSection | null;
    finalGrade: number | null;
    gceGrades: readonly { grade: GceGrade }[];
  } | null;
  /** The applicant's own disability, from the student profile. */
  hasDisability: boolean | null;
  family: ScoringFamily | null;
  members: readonly ScoringMember[];
  /** Yearly amounts in FCFA: other scholarships and support, and what the applicant's activities bring in. */
  financings: readonly { amount: number | null }[];
  extraActivities: readonly { annualIncome: number | null }[];
  bonus: number | null;
  bonusReason: string | null;
};

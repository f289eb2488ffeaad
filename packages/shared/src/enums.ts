/** An evaluator reads sessions, candidates and applications, holds interviews and evaluates; the rest is the administrators'. */
export const userRoles = ['ADMIN', 'EVALUATOR', 'STUDENT'] as const;
export type UserRole = (typeof userRoles)[number];
/** The committee's roles, who work in the staff area: administrators and evaluators. */
export const isStaff = (role: UserRole | undefined): boolean => role === 'ADMIN' || role === 'EVALUATOR';

export const sexes = ['M', 'F'] as const;
export type Sex = (typeof sexes)[number];

export const sessionStatuses = ['NEW', 'OPEN', 'SUSPENDED', 'CLOSED'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

export const bacSystems = ['ANGLOPHONE', 'FRANCOPHONE'] as const;
export type BacSystem = (typeof bacSystems)[number];

export const audiences = ['BOTH', 'STUDENT', 'PUPIL'] as const;
export type Audience = (typeof audiences)[number];

export const tokenPurposes = ['VERIFY_EMAIL', 'RESET_PASSWORD', 'CHANGE_EMAIL'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

export const applicationTypes = ['NEW', 'OLD', 'OLD_ENDING'] as const;
export type ApplicationType = (typeof applicationTypes)[number];

export const applicationStatuses = ['PENDING', 'APPROVED', 'NOT_APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The steps an application records as open, completed or skipped. */
export const applicationSteps = [
  'DECLARATION',
  'NEXT_YEAR_PLAN',
  'ACTIVITIES',
  'DOCUMENTS',
  'FAMILY',
  'HIGH_SCHOOL_RESUME',
  'SCHOOL_RESULT',
  'FINANCING',
  'MOTIVATION',
  'RATING',
] as const;
export type ApplicationStep = (typeof applicationSteps)[number];

export const stepStates = ['OPEN', 'COMPLETED', 'SKIPPED'] as const;
export type StepState = (typeof stepStates)[number];

/** The two school systems of Cameroon; the same values as a bac type's system. */
export const languageSections = bacSystems;
export type LanguageSection = BacSystem;

/** GCE Advanced Level grades, best first; O is a pass at Ordinary level only. */
export const gceGrades = ['A', 'B', 'C', 'D', 'E', 'O'] as const;
export type GceGrade = (typeof gceGrades)[number];

/** How a family member is related to the applicant. */
export const familyRelations = [
  'MOTHER',
  'FATHER',
  'BROTHER_SISTER',
  'HUSBAND_WIFE',
  'GRANDFATHER_GRANDMOTHER',
  'UNCLE_AUNT',
  'COUSIN',
  'OTHER',
] as const;
export type FamilyRelation = (typeof familyRelations)[number];

/**
 * How the parent or guardian who consents for an applicant under 18 is related to them: the family's words where
 * they fit (many pupils live with a grandparent, an uncle or an aunt), and a guardian named by a court or a family
 * council.
 */
export const guardianRelations = [
  'MOTHER',
  'FATHER',
  'LEGAL_GUARDIAN',
  'GRANDFATHER_GRANDMOTHER',
  'UNCLE_AUNT',
  'BROTHER_SISTER',
  'OTHER',
] as const satisfies readonly (FamilyRelation | 'LEGAL_GUARDIAN')[];
export type GuardianRelation = (typeof guardianRelations)[number];

export const maritalStatuses = ['SINGLE', 'MARRIED', 'COHABITANT', 'DIVORCED', 'WIDOWER', 'OTHER'] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];

export const educationLevels = [
  'UNSCHOOLED',
  'PRIMARY_SCHOOL',
  'SECONDARY_SCHOOL',
  'HIGHER_SCHOOL',
  'TERTIARY_SCHOOL',
  'SCHOOL_LEVEL_COMPLETED',
] as const;
export type EducationLevel = (typeof educationLevels)[number];

export const mainIncomeTypes = [
  'SALARY',
  'PENSION',
  'GRANT_OTHER_PAYMENT',
  'HERITAGE_INCOME',
  'OTHER_SCHOLARSHIP',
  'SUPPORTED_RELATIVES',
  'SUPPORTED_OTHER_PEOPLE',
  'SUPPORTED_BY_PARENTS',
] as const;
export type MainIncomeType = (typeof mainIncomeTypes)[number];

export const otherIncomeTypes = [
  'OTHER_SALARY',
  'PENSION',
  'INTEREST',
  'COUNTRY_ACTIVITY',
  'SUPPORT_PERSON',
  'NO_OTHER_SOURCE',
  'OTHER',
] as const;
export type OtherIncomeType = (typeof otherIncomeTypes)[number];

export const houseTypes = ['OWN_HOUSE', 'OWN_HOUSE_POLYGAMY', 'LOCATION', 'HOMELESS'] as const;
export type HouseType = (typeof houseTypes)[number];

/** Whether the family has toilets (or water): none, its own, or shared with others. */
export const utilityTypes = ['NO', 'PRIVATE', 'COMMON'] as const;
export type UtilityType = (typeof utilityTypes)[number];

export const transportTypes = [
  'NO',
  'YES_MOTORCYCLE',
  'OWN_MOTORCYCLE_VEHICLE',
  'YES_LEAST_ONE_VEHICLE',
  'YES_MORE_MOTORCYCLE',
] as const;
export type TransportType = (typeof transportTypes)[number];

export const landTypes = ['NO', 'OWN_PARCEL', 'RENT_PLOT_LAND', 'GROWN_PLOT_DONT_BELONG_US'] as const;
export type LandType = (typeof landTypes)[number];

export const landMainActivities = [
  'SUBSISTENCE_FARMING',
  'AGRICULTURE_INCOME',
  'RENT',
  'NOT_USED',
  'NO_PLOT_LAND',
] as const;
export type LandMainActivity = (typeof landMainActivities)[number];

/** Which applications a document type is asked of: every one, new ones only, or renewals only. */
/** BENEFICIARY: documents of the scholarship year (transcripts), never asked of an application. */
export const documentScopes = ['ALL', 'NEW', 'RENEWAL', 'BENEFICIARY'] as const;
export type DocumentScope = (typeof documentScopes)[number];

/**
 * What an activity beside studies brings in: a regular pay (every week or month), occasional earnings (seasonal
 * work, odd jobs), payment in kind (food, lodging, goods), or nothing (voluntary work, helping the family).
 */
export const incomeTypes = ['REGULAR', 'OCCASIONAL', 'IN_KIND', 'NONE'] as const;
export type IncomeType = (typeof incomeTypes)[number];

/** Whether the applicant lives on what the activity brings: the main means, a part of them, or not at all. */
export const survivalIncomeTypes = ['MAIN_MEANS', 'PART_OF_MEANS', 'NOT_NEEDED'] as const;
export type SurvivalIncomeType = (typeof survivalIncomeTypes)[number];

/**
 * Where the ranking puts a competing application: among those selected, selected on the place kept for the best
 * biomedical-sciences candidate, or on the reserve list (at or above the pass score, ranked below the places: the
 * next in line when a place is declined, expires or is withdrawn).
 */
export const rankingMarks = ['SELECTED', 'BIOMEDICAL_PLACE', 'RESERVE'] as const;
export type RankingMark = (typeof rankingMarks)[number];

/** What the committee's trail of an application records (one row per change, never edited). */
export const auditActions = [
  'ELIGIBILITY_CHECK',
  'SCORE',
  'BONUS',
  'DECISION',
  'DECISION_TAKEN_BACK',
  'PROMOTION',
  'WITHDRAWAL',
  'PRESELECTION',
  'PANEL',
  'CONFLICT',
  'INTERVIEW',
  'EVALUATION',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * What a staff member opened of an application, as its reads log records it: the application itself (with its
 * parts), the list of its documents, or one stored file (a document's file or thumbnail, a transcript).
 */
export const readKinds = ['APPLICATION', 'DOCUMENTS', 'FILE'] as const;
export type ReadKind = (typeof readKinds)[number];

/**
 * What the portal's own audit records beside the applications' trail (one row per act, never edited): a retention
 * run, a breach drill (every sign-in ended, the token secret rotated), an administrator's reset of someone's second
 * factor, an administrator's export of someone's data.
 */
export const systemAuditActions = ['RETENTION', 'BREACH_DRILL', 'TWO_FACTOR_RESET', 'DATA_EXPORT'] as const;
export type SystemAuditAction = (typeof systemAuditActions)[number];

/** An interview of a preselected application: to book, booked, held, or missed by the applicant. */
export const interviewStates = ['INVITED', 'BOOKED', 'HELD', 'MISSED'] as const;
export type InterviewState = (typeof interviewStates)[number];

export const userRoles = ['ADMIN', 'STUDENT'] as const;
export type UserRole = (typeof userRoles)[number];

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

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

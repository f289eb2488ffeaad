import {
  applicationStatuses,
  applicationTypes,
  audiences,
  bacSystems,
  sessionStatuses,
  sexes,
  tokenPurposes,
  userRoles,
} from '@portal/shared/enums';
import { pgEnum } from 'drizzle-orm/pg-core';

export const userRoleEnum = pgEnum('user_role', userRoles);
export const sexEnum = pgEnum('sex', sexes);
export const sessionStatusEnum = pgEnum('session_status', sessionStatuses);
export const bacSystemEnum = pgEnum('bac_system', bacSystems);
export const audienceEnum = pgEnum('audience', audiences);
export const tokenPurposeEnum = pgEnum('token_purpose', tokenPurposes);
export const applicationTypeEnum = pgEnum('application_type', applicationTypes);
export const applicationStatusEnum = pgEnum('application_status', applicationStatuses);

import { acceptanceStates } from '@portal/shared/acceptance-rules';
import { paymentOperators } from '@portal/shared/beneficiary-rules';
import {
  applicationStatuses,
  applicationTypes,
  audiences,
  auditActions,
  bacSystems,
  documentScopes,
  educationLevels,
  familyRelations,
  houseTypes,
  interviewStates,
  landMainActivities,
  landTypes,
  mainIncomeTypes,
  maritalStatuses,
  otherIncomeTypes,
  rankingMarks,
  readKinds,
  sessionStatuses,
  sexes,
  systemAuditActions,
  tokenPurposes,
  transportTypes,
  userRoles,
  utilityTypes,
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
export const documentScopeEnum = pgEnum('document_scope', documentScopes);
export const familyRelationEnum = pgEnum('family_relation', familyRelations);
export const maritalStatusEnum = pgEnum('marital_status', maritalStatuses);
export const educationLevelEnum = pgEnum('education_level', educationLevels);
export const mainIncomeTypeEnum = pgEnum('main_income_type', mainIncomeTypes);
export const otherIncomeTypeEnum = pgEnum('other_income_type', otherIncomeTypes);
export const houseTypeEnum = pgEnum('house_type', houseTypes);
export const utilityTypeEnum = pgEnum('utility_type', utilityTypes);
export const transportTypeEnum = pgEnum('transport_type', transportTypes);
export const landTypeEnum = pgEnum('land_type', landTypes);
export const landMainActivityEnum = pgEnum('land_main_activity', landMainActivities);
export const auditActionEnum = pgEnum('audit_action', auditActions);
export const rankingMarkEnum = pgEnum('ranking_mark', rankingMarks);
export const acceptanceStateEnum = pgEnum('acceptance_state', acceptanceStates);
export const paymentOperatorEnum = pgEnum('payment_operator', paymentOperators);
export const interviewStateEnum = pgEnum('interview_state', interviewStates);
export const readKindEnum = pgEnum('read_kind', readKinds);
export const systemAuditActionEnum = pgEnum('system_audit_action', systemAuditActions);

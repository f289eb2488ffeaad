import type { Family, FamilyMember } from '@portal/shared/family';
import type { FamilyContent } from '@portal/shared/family-rules';
import { partAnswer } from '../applications/public.ts';
import type { FamilyMemberRow, FamilyRow } from './family.repository.ts';

export const toFamily = (row: FamilyRow): Family => partAnswer(row);
export const toFamilyMember = (row: FamilyMemberRow): FamilyMember => partAnswer(row);

/** What the completeness rules read of a family: its answers and its members'. */
export const toFamilyContent = (row: FamilyRow, members: FamilyMemberRow[]): FamilyContent => ({ ...row, members });

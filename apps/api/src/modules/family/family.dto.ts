import type { Family, FamilyMember } from '@portal/shared/family';
import type { FamilyContent } from '@portal/shared/family-rules';
import type { FamilyMemberRow, FamilyRow } from './family.repository.ts';

export function toFamily(row: FamilyRow): Family {
  const { created: _created, modified, ...rest } = row;
  return { ...rest, modified: modified.toISOString() };
}

export function toFamilyMember(row: FamilyMemberRow): FamilyMember {
  const { created: _created, modified, ...rest } = row;
  return { ...rest, modified: modified.toISOString() };
}

/** What the completeness rules read of a family: its answers and its members'. */
export const toFamilyContent = (row: FamilyRow, members: FamilyMemberRow[]): FamilyContent => ({ ...row, members });

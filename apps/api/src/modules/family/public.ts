/**
 * What other modules may use of the family module: the families' and members' queries (the access policies' lookups,
 * the completeness rules' reads, a renewal's copy), and what the completeness rules read of a family.
 */
export { toFamilyContent } from './family.dto.ts';
export { familiesRepository, familyMembersRepository } from './family.repository.ts';

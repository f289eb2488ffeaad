/**
 * What other modules may use of the parts module: the parts' queries (the access policies' lookups, the completeness
 * rules' reads, a renewal's copy, the usage count of a bac type), and the applicant's answers as the application asks
 * them of the student profile.
 */
export { applicantProfileOf } from './parts.dto.ts';
export { highSchoolResumesRepository, schoolResultsRepository } from './parts.repository.ts';

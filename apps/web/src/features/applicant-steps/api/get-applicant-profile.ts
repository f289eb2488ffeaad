import { applicantProfileResponseSchema } from '@portal/shared/accounts';
import { partQuery } from '@/features/applications/public';

/**
 * What the application asks of its applicant's student profile (birth date, town, district: what the eligibility
 * check reads), for its owner or the committee.
 */
const profile = partQuery('applicant', '/applications/{id}/applicant', applicantProfileResponseSchema);

export const getApplicantProfile = profile.get;
export const useApplicantProfile = profile.use;

import {
  type ApplicantProfile,
  type ApplicantProfileInput,
  applicantProfileResponseSchema,
} from '@portal/shared/accounts';
import { partWrite } from '@/features/applications/public';

/** Saves the birth date, town and district into the applicant's student profile, through the application. */
export const saveApplicantProfile: (applicationId: number, body: ApplicantProfileInput) => Promise<ApplicantProfile> =
  partWrite('PUT', '/applications/{id}/applicant', applicantProfileResponseSchema);

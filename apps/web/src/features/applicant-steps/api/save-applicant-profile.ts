import { type ApplicantProfileInput, applicantProfileResponseSchema } from '@portal/shared/accounts';
import { apiRequest } from '@/lib/api-client';

/** Saves the birth date, town and district into the applicant's student profile, through the application. */
export function saveApplicantProfile(applicationId: number, body: ApplicantProfileInput) {
  return apiRequest({
    method: 'PUT',
    path: '/applications/{id}/applicant',
    pathParams: { id: applicationId },
    body,
    schema: applicantProfileResponseSchema,
  });
}

import { userSchema } from '@portal/shared/accounts';
import type { PrivacyConsentInput } from '@portal/shared/privacy-notice';
import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** POST /users/me/privacy-consent: the version of the privacy notice the applicant read and accepts. */
export function acceptPrivacyNotice(body: PrivacyConsentInput) {
  return apiRequest({ method: 'POST', path: '/users/me/privacy-consent', body, schema: userSchema });
}

export const useAcceptPrivacyNotice = () => useAccountMutation(acceptPrivacyNotice);

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Mails a confirmation link to the new address; nothing changes until it is opened. */
export function changeEmail(email: string): Promise<unknown> {
  return apiRequest({ method: 'PATCH', path: '/auth/change-email/{email}', pathParams: { email } });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

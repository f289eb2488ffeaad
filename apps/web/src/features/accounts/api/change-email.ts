import type { ChangeEmailFormInput } from '@portal/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** With the current password: mails a confirmation link to the new address; nothing changes until it is opened. */
export function changeEmail({ email, currentPassword }: ChangeEmailFormInput): Promise<unknown> {
  return apiRequest({
    method: 'PATCH',
    path: '/auth/change-email/{email}',
    pathParams: { email },
    body: { currentPassword },
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

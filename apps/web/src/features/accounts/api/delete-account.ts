import type { DeleteAccountInput } from '@portal/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function deleteAccount(body: DeleteAccountInput): Promise<unknown> {
  return apiRequest({ method: 'DELETE', path: '/auth', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

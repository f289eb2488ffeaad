import { type UpdateUserInput, userSchema } from '@portal/shared/accounts';
import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

export function updateUser(body: UpdateUserInput) {
  return apiRequest({ method: 'PUT', path: '/users', body, schema: userSchema });
}

export const useUpdateUser = () => useAccountMutation(updateUser);

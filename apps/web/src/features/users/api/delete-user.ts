import { apiRequest } from '@/lib/api-client';
import { useUserMutation } from './invalidate-users';

export function deleteUser(id: number): Promise<unknown> {
  return apiRequest({ method: 'DELETE', path: '/users/{id}', pathParams: { id } });
}

export const useDeleteUser = () => useUserMutation(deleteUser);

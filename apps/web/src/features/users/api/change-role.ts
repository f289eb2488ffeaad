import type { RoleChangeInput } from '@portal/shared/accounts';
import { apiRequest } from '@/lib/api-client';
import { useUserMutation } from './invalidate-users';

export function changeRole({ id, role }: { id: number } & RoleChangeInput): Promise<unknown> {
  return apiRequest({ method: 'PUT', path: '/users/{id}/role', pathParams: { id }, body: { role } });
}

export const useChangeRole = () => useUserMutation(changeRole);

import { apiRequest } from '@/lib/api-client';
import { useUserMutation } from './invalidate-users';

/** Deactivation also ends every token of that user: their next call answers 401. */
export function toggleActive(id: number): Promise<unknown> {
  return apiRequest({ method: 'PATCH', path: '/users/toggle-active/{id}', pathParams: { id } });
}

export const useToggleActive = () => useUserMutation(toggleActive);

import { type UpdateUserInput, userSchema } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { updateAuthUser } from '@/lib/auth-store';
import { meQueryOptions } from './get-me';

export function updateUser(body: UpdateUserInput) {
  return apiRequest({ method: 'PUT', path: '/users', body, schema: userSchema });
}

/** The header shows the new name at once. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      updateAuthUser({ firstName: user.firstName, lastName: user.lastName });
    },
  });
}

import { type StudentProfileInput, userSchema } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { updateAuthUser } from '@/lib/auth-store';
import { meQueryOptions } from './get-me';

export function updateStudentProfile(body: StudentProfileInput) {
  return apiRequest({ method: 'PUT', path: '/users/student', body, schema: userSchema });
}

export function useUpdateStudentProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudentProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      updateAuthUser({ firstName: user.firstName, lastName: user.lastName, avatar: user.avatar });
    },
  });
}

import { userSchema } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { updateAuthUser } from '@/lib/auth-store';
import { meQueryOptions } from './get-me';

export function uploadAvatar(file: File) {
  const formData = new FormData();
  formData.append('avatar', file);
  return apiRequest({ method: 'PATCH', path: '/users/avatar', formData, schema: userSchema });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      updateAuthUser({ avatar: user.avatar });
    },
  });
}

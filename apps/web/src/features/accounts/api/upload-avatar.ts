import { userSchema } from '@portal/shared/accounts';
import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

export function uploadAvatar(file: File) {
  const formData = new FormData();
  formData.append('avatar', file);
  return apiRequest({ method: 'PATCH', path: '/users/avatar', formData, schema: userSchema });
}

export const useUploadAvatar = () => useAccountMutation(uploadAvatar);

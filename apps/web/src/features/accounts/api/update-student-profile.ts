import { type StudentProfileInput, userSchema } from '@portal/shared/accounts';
import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

export function updateStudentProfile(body: StudentProfileInput) {
  return apiRequest({ method: 'PUT', path: '/users/student', body, schema: userSchema });
}

export const useUpdateStudentProfile = () => useAccountMutation(updateStudentProfile);

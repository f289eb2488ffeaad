import { recoveryCodesSchema, twoFactorSetupSchema } from '@portal/shared/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Starts an enrolment from the account settings: what the authenticator app needs. Nothing changes until confirmed. */
export function startEnrolment() {
  return apiRequest({ method: 'POST', path: '/users/me/two-factor', schema: twoFactorSetupSchema });
}

/** The app's first code turns the second factor on and answers the recovery codes, shown once. */
export function confirmEnrolment(code: string) {
  return apiRequest({
    method: 'POST',
    path: '/users/me/two-factor/confirm',
    body: { code },
    schema: recoveryCodesSchema,
  });
}

/** A new set of recovery codes, asked with a code of the app; the old ones stop working. */
export function renewRecoveryCodes(code: string) {
  return apiRequest({
    method: 'POST',
    path: '/users/me/two-factor/recovery-codes',
    body: { code },
    schema: recoveryCodesSchema,
  });
}

/** Turns the second factor off, with the password (refused to the committee while it is required). */
export function turnOffTwoFactor(password: string): Promise<unknown> {
  return apiRequest({ method: 'DELETE', path: '/users/me/two-factor', body: { password } });
}

/** A change to one's own second factor: the account (its `twoFactor`) is read again. */
export function useMyTwoFactorMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.users }),
  });
}

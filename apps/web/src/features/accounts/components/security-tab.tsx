import { Stack } from '@mantine/core';
import type { User } from '@portal/shared/accounts';
import { TwoFactorCard } from '@/features/two-factor/public';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';

export function SecurityTab({ user }: { user: User }) {
  return (
    <Stack>
      <ChangeEmailForm user={user} />
      <ChangePasswordForm />
      {/* The committee's second factor (decision 565); applicants have none. */}
      {user.role !== 'STUDENT' && <TwoFactorCard user={user} />}
      <SignOutEverywhereCard />
      <DeleteAccountForm user={user} />
    </Stack>
  );
}

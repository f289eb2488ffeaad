import { Stack } from '@mantine/core';
import type { User } from '@portal/shared/accounts';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';

export function SecurityTab({ user }: { user: User }) {
  return (
    <Stack>
      <ChangeEmailForm user={user} />
      <ChangePasswordForm />
      <SignOutEverywhereCard />
      <DeleteAccountForm user={user} />
    </Stack>
  );
}

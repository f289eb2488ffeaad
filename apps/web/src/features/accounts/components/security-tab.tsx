import { Stack } from '@mantine/core';
import type { User } from '@portal/shared/accounts';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';

export function SecurityTab({ user }: { user: User }) {
  return (
    <Stack>
      <ChangeEmailForm user={user} />
      <ChangePasswordForm />
      <DeleteAccountForm user={user} />
    </Stack>
  );
}

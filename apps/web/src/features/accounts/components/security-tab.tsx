import { Stack } from '@mantine/core';
import type { User } from '@portal/shared/accounts';
import { lazy, Suspense } from 'react';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';

/** The committee's second factor (decision 565): applicants have none, and never download its code or words. */
const TwoFactorCard = lazy(() =>
  import('@/features/two-factor/public').then((module) => ({ default: module.TwoFactorCard })),
);

export function SecurityTab({ user }: { user: User }) {
  return (
    <Stack>
      <ChangeEmailForm user={user} />
      <ChangePasswordForm />
      {user.role !== 'STUDENT' && (
        <Suspense fallback={null}>
          <TwoFactorCard user={user} />
        </Suspense>
      )}
      <SignOutEverywhereCard />
      <DeleteAccountForm user={user} />
    </Stack>
  );
}

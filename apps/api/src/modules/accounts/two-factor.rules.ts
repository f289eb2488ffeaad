import type { TwoFactorStatus } from '@portal/shared/accounts';
import type { UserRole } from '@portal/shared/enums';
import type { SecondFactorStep } from '@portal/shared/two-factor';
import type { Config } from '../../config.ts';

export type StaffTwoFactor = Config['staffTwoFactor'];
type Person = { role: UserRole; totpEnabledAt: Date | null };

/**
 * The second factor serves the committee's work (decision 565): administrators and evaluators may have one, and must
 * under `STAFF_2FA=required`; applicants never have one (their own file is what their account opens).
 */
export const mayHaveSecondFactor = (role: UserRole) => role !== 'STUDENT';
export const secondFactorRequired = (role: UserRole, policy: StaffTwoFactor) =>
  policy === 'required' && mayHaveSecondFactor(role);

/** What a right password leads to: a code for whoever has a second factor, an enrolment for staff who must have one. */
export function secondFactorStep(person: Person, policy: StaffTwoFactor): SecondFactorStep | undefined {
  if (person.totpEnabledAt) return 'CODE';
  return secondFactorRequired(person.role, policy) ? 'ENROL' : undefined;
}

export const twoFactorStatus = (
  person: Person,
  recoveryCodesLeft: number,
  policy: StaffTwoFactor,
): TwoFactorStatus => ({
  enabled: person.totpEnabledAt !== null,
  required: secondFactorRequired(person.role, policy),
  recoveryCodesLeft: person.totpEnabledAt ? recoveryCodesLeft : 0,
});

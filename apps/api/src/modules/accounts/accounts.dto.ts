import type { StudentProfile, User } from '@portal/shared/accounts';
import { privacyNotice } from '@portal/shared/privacy-notice';
import { type StaffTwoFactor, twoFactorStatus } from './two-factor.rules.ts';
import type { AccountRow, StudentRow } from './users.repository.ts';

export const AVATAR_BUCKET = 'avatars';
export const avatarUrl = (file: string | null) => (file ? `/api/files/users/avatars/${file}` : null);

export function toStudent(row: StudentRow): StudentProfile {
  const { userId: _userId, created: _created, modified: _modified, ...fields } = row;
  return fields;
}

/** The public shape of a user: never the password hash, the token version nor anything of the second factor's secret. */
export function toUser({ user: row, student, recoveryCodesLeft }: AccountRow, policy: StaffTwoFactor): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    role: row.role,
    active: row.active,
    accountVerified: row.accountVerified,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
    avatar: avatarUrl(row.avatar),
    locale: row.locale,
    student: student ? toStudent(student) : null,
    privacyNotice: { accepted: row.privacyNoticeVersion, current: privacyNotice.version },
    twoFactor: twoFactorStatus(row, recoveryCodesLeft, policy),
  };
}

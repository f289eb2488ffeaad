import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';
import { type EligibilityProfileField, eligibilityReads } from './eligibility.ts';
import { sexes, userRoles } from './enums.ts';
import { idSchema, optionalPersonNameSchema, personNameSchema } from './fields.ts';
import { locales } from './locales.ts';
import { acceptedNoticeVersionSchema, privacyNoticeStatusSchema } from './privacy-notice.ts';

/** Request and response shapes of the accounts calls (/api/auth/*, /api/users/*), shared by the API and the web forms. */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const name = personNameSchema(100);
/** An empty value is told "required", not the length or format rule that follows (abort stops there). */
const filled = { message: 'validation.required', abort: true } as const;

export const usernameSchema = z
  .string()
  .trim()
  .min(1, filled)
  .min(3)
  .max(50)
  .regex(/^[\p{L}\p{N}]+$/u, 'validation.lettersAndDigitsOnly');
export const emailSchema = z.string().trim().min(1, filled).max(254).pipe(z.email());
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .refine((value) => !isCommonPassword(value), 'validation.passwordTooCommon');

export const signUpSchema = z
  .object({
    firstName: name,
    lastName: name,
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1),
    /** The version of the privacy notice the person read and accepted (the form's box sends it when ticked). */
    privacyNoticeVersion: acceptedNoticeVersionSchema,
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: 'validation.passwordsMustMatch',
    path: ['confirmPassword'],
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** `login` is a username or an e-mail address. */
export const signInSchema = z.object({
  login: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordSchema,
    confirmPassword: z.string().min(1),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: 'validation.passwordsMustMatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1).max(PASSWORD_MAX),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'validation.passwordsMustMatch',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Body of PATCH /auth/change-email/{email}: the current password, so a stolen sign-in cannot move the account. */
export const changeEmailSchema = z.object({ currentPassword: z.string().min(1).max(PASSWORD_MAX) });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
/** The web form of it: the new address (it travels in the path) and the current password. */
export const changeEmailFormSchema = changeEmailSchema.extend({ email: emailSchema });
export type ChangeEmailFormInput = z.infer<typeof changeEmailFormSchema>;

/** Body of DELETE /auth: the current password confirms the deletion. */
export const deleteAccountSchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX) });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const updateUserSchema = z.object({ firstName: name, lastName: name });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

const optionalText = (max = 200) => z.string().trim().max(max).nullable().optional();

/** A phone number holds 6 to 15 digits (the E.164 maximum), written with spaces, dots, dashes, brackets, a leading +. */
export const phoneDigits = { min: 6, max: 15 } as const;

export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[0-9 ()./-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= phoneDigits.min && digits <= phoneDigits.max;
}

const phone = z
  .string()
  .trim()
  .max(30)
  .refine((value) => value === '' || isPlausiblePhone(value), 'validation.invalidPhone')
  .nullable()
  .optional();

/** Birth dates from 1900 on, and at least ten years ago: anything else is a typing slip (decision 011). */
export const birthDateLimits = { earliest: '1900-01-01', minimumAgeYears: 10 } as const;

/** `YYYY-MM-DD` of the day `years` years before `now`, in UTC (a day off at midnight does not matter here). */
export function yearsBefore(now: Date, years: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return day.toISOString().slice(0, 10);
}

export const birthDateSchema = z.iso
  .date({ abort: true })
  .refine((value) => value <= yearsBefore(new Date(), 0), { message: 'validation.birthDateInFuture', abort: true })
  .refine((value) => value >= birthDateLimits.earliest, { message: 'validation.birthDateTooEarly', abort: true })
  .refine(
    (value) => value <= yearsBefore(new Date(), birthDateLimits.minimumAgeYears),
    'validation.birthDateTooRecent',
  );
const birthDate = birthDateSchema.nullable().optional();

/** Student information. Every field may be left empty; a handicap is required when hasDisability. */
const studentProfileFields = z.object({
  hasDisability: z.boolean().default(false),
  sex: z.enum(sexes).nullable().optional(),
  handicapId: idSchema.nullable().optional(),
  otherName: optionalPersonNameSchema(200),
  birthDate,
  birthPlace: optionalText(),
  countryOfBirth: optionalText(),
  regionOfBirth: optionalText(),
  nationality: optionalText(),
  country: optionalText(),
  region: optionalText(),
  district: optionalText(),
  town: optionalText(),
  fixNumber: phone,
  mobileNumber: phone,
  familyContact: optionalText(),
  neighborhood: optionalText(),
  familyPhoneNumber: phone,
  otherFamilyContact: optionalText(),
});

export const studentProfileSchema = studentProfileFields.refine(
  (body) => !body.hasDisability || (body.handicapId !== null && body.handicapId !== undefined),
  { message: 'validation.required', path: ['handicapId'] },
);
export type StudentProfileInput = z.input<typeof studentProfileSchema>;
export type StudentProfileBody = z.infer<typeof studentProfileSchema>;

type StudentProfileField = keyof typeof studentProfileFields.shape;
/** The names of the student information fields, in the order the schema lists them. */
export const studentProfileFieldNames = Object.keys(studentProfileFields.shape) as StudentProfileField[];

/** Student information with nothing filled in: what a profile never saved reads as, and what PUT starts from. */
export const emptyStudentProfile = {
  ...(Object.fromEntries(studentProfileFieldNames.map((name) => [name, null])) as Record<StudentProfileField, null>),
  hasDisability: false,
} satisfies StudentProfileBody;

/** The fields answered as free text: all but the three with a type of their own. */
const typedFields = ['hasDisability', 'sex', 'handicapId'] as const;
type TextField = Exclude<StudentProfileField, (typeof typedFields)[number]>;
const answeredText = Object.fromEntries(
  studentProfileFieldNames
    .filter((name) => !(typedFields as readonly string[]).includes(name))
    .map((name) => [name, z.string().nullable()]),
) as Record<TextField, z.ZodNullable<z.ZodString>>;

/**
 * Student information as answered: every field present, null when empty. Looser than the input (stored values are
 * answered as they are, even if a rule has tightened since they were saved).
 */
export const studentProfileResponseSchema = z.object({
  hasDisability: z.boolean(),
  sex: z.enum(sexes).nullable(),
  handicapId: z.number().int().nullable(),
  ...answeredText,
});
export type StudentProfile = z.infer<typeof studentProfileResponseSchema>;

const eligibilityProfileKeys = Object.fromEntries(eligibilityReads.profile.map((field) => [field, true])) as Record<
  EligibilityProfileField,
  true
>;

/**
 * PUT and GET /applications/{id}/applicant: the part of the student information the application asks in its first
 * step, because the eligibility rule reads it (birth date, town, district), with the account settings' own checks.
 * PUT replaces these fields only; the rest of the profile stays as it is.
 */
export const applicantProfileSchema = studentProfileFields.pick(eligibilityProfileKeys);
export type ApplicantProfileInput = z.input<typeof applicantProfileSchema>;
export type ApplicantProfileBody = z.infer<typeof applicantProfileSchema>;
export const applicantProfileResponseSchema = studentProfileResponseSchema.pick(eligibilityProfileKeys);
export type ApplicantProfile = z.infer<typeof applicantProfileResponseSchema>;

/** A person's second factor (decision 565): shown on their own account and in the administrators' users list. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Whether this person must have one (staff while `STAFF_2FA=required`). */
  required: z.boolean(),
  /** Recovery codes not used yet (0 when not enabled). */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  active: z.boolean(),
  accountVerified: z.boolean(),
  /** ISO 8601 date-times. */
  created: z.string(),
  modified: z.string(),
  /** URL path `/api/files/users/avatars/<file>` (needs the bearer token), or null. */
  avatar: z.string().nullable(),
  locale: z.string(),
  student: studentProfileResponseSchema.nullable(),
  /** The privacy notice this person accepted and the one in force: an applicant is asked again when they differ. */
  privacyNotice: privacyNoticeStatusSchema,
  twoFactor: twoFactorStatusSchema,
});
export type User = z.infer<typeof userSchema>;

/** A user as the administrators' list shows it (`view=summary`, paging.ts): the account opened by its own route. */
export const userSummarySchema = userSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  username: true,
  email: true,
  role: true,
  active: true,
  accountVerified: true,
  created: true,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const signInResponseSchema = z.object({ user: userSchema, token: z.string() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const roleChangeSchema = z.object({ role: z.enum(userRoles) });
export type RoleChangeInput = z.infer<typeof roleChangeSchema>;

/** Body of PUT /users/locale: the language the person reads now, used for the mails they receive. */
export const localeChangeSchema = z.strictObject({ locale: z.enum(locales) });
export type LocaleChangeInput = z.infer<typeof localeChangeSchema>;

/** Answer of calls that only acknowledge (forgot, resend, sign-up, sign-out…): a message already translated. */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** Fields a user list may be sorted and filtered by (GET /users). */
export const userListFields = [
  'username',
  'email',
  'firstName',
  'lastName',
  'role',
  'active',
  'accountVerified',
  'created',
] as const;

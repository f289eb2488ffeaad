/**
 * What other features may use of the second factor (decision 565): the building blocks of its steps at sign-in (the
 * code's form, what an authenticator app needs, the recovery codes to keep), the account settings' section, and
 * the section of a person's page where an administrator resets it.
 */
export { isChallengeLost } from './code-errors';
export { type CodeKind, isCodeKind } from './components/code-field';
export { CodeForm } from './components/code-form';
export { EnrolmentSetup } from './components/enrolment-setup';
export { RecoveryCodes } from './components/recovery-codes';
export { TwoFactorCard } from './components/two-factor-card';
export { TwoFactorResetCard } from './components/two-factor-reset-card';

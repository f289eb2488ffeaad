/**
 * What other features may use of accounts: a student's profile as read-only details (a user's page for
 * administrators, and later an application's). The lint rule between features allows this file and nothing else.
 */
export { meQueryOptions, useMe } from './api/get-me';
export { PrivacyConsentGate } from './components/privacy-consent-gate';
export { StudentProfileDetails } from './components/student-profile-details';

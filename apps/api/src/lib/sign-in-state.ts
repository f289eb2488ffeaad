import type { UserRole } from '@portal/shared/enums';

/** The signed-in person of a request, once their sign-in state has been read (plugins/auth.ts). */
export type CurrentUser = { id: number; role: UserRole; username: string; email: string };

/**
 * What every signed-in request reads of its person: still active, the version of their tokens, and the token key in
 * force (null before the first exists). A token stands while all three agree with it.
 */
export type SignInState = CurrentUser & { active: boolean; tokenVersion: number; keyId: string | null };

/**
 * Judges the sign-in state a route's own query read with its answer (a route declaring `signInInQuery`): answers the
 * signed-in person, or throws 401 TOKEN_EXPIRED when the token no longer stands (the person gone, deactivated,
 * signed out, their role changed, or the key replaced). Nothing of the answer may be used before it has run.
 */
export type ConfirmSignIn = (state: SignInState | undefined) => CurrentUser;

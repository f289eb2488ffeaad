import { ApiError } from '@/lib/api-error';

/**
 * Refusals that end the second step: the challenge expired or is no longer good, and the password is asked again.
 */
const challengeLostCodes: readonly string[] = ['TOKEN_EXPIRED'];

export const isChallengeLost = (error: unknown) => error instanceof ApiError && challengeLostCodes.includes(error.code);

/**
 * A refusal of a code, said on the code's field: a wrong code, too many tries (with the wait), a code of the wrong
 * shape. What is not about the code (no network, the server's failure, a lost challenge) stays where it was.
 */
export function onCodeField(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.fieldErrors.length > 0 || isChallengeLost(error)) return error;
  if (![400, 401, 429].includes(error.status)) return error;
  const { status, code, message } = error;
  return new ApiError({ status, code, message, fieldErrors: [{ field: 'code', code, message }] });
}

import { z } from 'zod';

/** Every error the API can answer, with its HTTP status. Messages live in the API's locale catalogs, by code. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  INVALID_QUERY: 400,
  BAD_REQUEST: 400,
  WRONG_CODE: 400,
  APPLICATION_INCOMPLETE: 400,
  UPLOAD_INCOMPLETE: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_NOT_VERIFIED: 403,
  ACCOUNT_DISABLED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  APPLICATION_LOCKED: 409,
  ACCEPTANCE_CLOSED: 409,
  DECISION_PUBLISHED: 409,
  SESSION_CLOSED: 409,
  PLACE_NOT_WITHDRAWABLE: 409,
  PLACE_WITHDRAWN: 409,
  SUBMISSIONS_OPEN: 409,
  SLOT_FULL: 409,
  INTERVIEW_LOCKED: 409,
  RUBRIC_LOCKED: 409,
  EVALUATION_SUBMITTED: 409,
  PRESELECTION_LOCKED: 409,
  STALE_WRITE: 409,
  IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  INSUFFICIENT_STORAGE: 507,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const fieldErrorSchema = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const apiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fieldErrors: z.array(fieldErrorSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

import type { FieldError } from '@portal/shared/errors';

/** Every failed call ends as an ApiError: status 0 means no usable answer (network, timeout, not JSON). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldError[];

  constructor(init: { status: number; code: string; message: string; fieldErrors?: FieldError[] }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
  }
}

/** Thrown before any request when a call lacks a path or body parameter: no request with `undefined` in its address. */
export class RequiredParameterError extends Error {
  readonly parameter: string;

  constructor(parameter: string) {
    super(`required parameter was null or undefined: ${parameter}`);
    this.name = 'RequiredParameterError';
    this.parameter = parameter;
  }
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

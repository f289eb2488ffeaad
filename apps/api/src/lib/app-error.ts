import { type ErrorCode, errorStatus } from '@portal/shared/errors';
import type { TranslateParams } from './i18n.ts';

export type FieldProblem = { field: string; key: string; params?: TranslateParams };

/**
 * An error meant for the user. `code` is stable for clients; `key` names the message in the locale catalogs
 * (default `errors.<code>`), so the same error reads in the language of the request.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      key?: string;
      params?: TranslateParams;
      fieldErrors?: FieldProblem[];
      headers?: Record<string, string>;
    } = {},
  ) {
    // A 4xx is an answer, not a fault: its stack is never logged, and capturing it cost more than the rest of a 404.
    const stackTraceLimit = Error.stackTraceLimit;
    if (errorStatus[code] < 500) Error.stackTraceLimit = 0;
    super(options.key ?? code);
    Error.stackTraceLimit = stackTraceLimit;
    this.status = errorStatus[code];
  }

  get key(): string {
    return this.options.key ?? `errors.${this.code}`;
  }
}

export const notFound = (resource: string) => new AppError('NOT_FOUND', { params: { resource } });
export const forbidden = () => new AppError('FORBIDDEN');

/** A 400 that names one offending field, for rules checked in services rather than in schemas. */
export const invalidField = (field: string, key: string, params?: TranslateParams) =>
  new AppError('VALIDATION_FAILED', { fieldErrors: [{ field, key, params }] });

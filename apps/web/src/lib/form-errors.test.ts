import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyFieldErrors } from './form-errors';

describe('applyFieldErrors', () => {
  it('maps field errors onto the form and leaves nothing to toast', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid data',
      fieldErrors: [{ field: 'email', code: 'invalid', message: 'Invalid e-mail address' }],
    });
    expect(applyFieldErrors(setError, error, ['email', 'password'])).toBe(false);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'invalid', message: 'Invalid e-mail address' },
      { shouldFocus: true },
    );
  });

  it('asks for a toast when an error belongs to no field of the form', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid data',
      fieldErrors: [{ field: 'token', code: 'expired', message: 'Link expired' }],
    });
    expect(applyFieldErrors(setError, error, ['email'])).toBe(true);
    expect(applyFieldErrors(setError, new ApiError({ status: 500, code: 'INTERNAL', message: 'Oops' }))).toBe(true);
    expect(setError).not.toHaveBeenCalled();
  });
});

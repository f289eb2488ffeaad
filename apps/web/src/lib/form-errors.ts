import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the server's fieldErrors on the form's fields. Returns true when something is left for a toast
 * (no field errors, or errors for fields the form does not show): a toast plus a field error is noise.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  formFields?: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return true;
  let leftOver = false;
  let first = true;
  for (const fieldError of error.fieldErrors) {
    if (formFields && !formFields.includes(fieldError.field)) {
      leftOver = true;
      continue;
    }
    setError(
      fieldError.field as Path<T>,
      { type: fieldError.code, message: fieldError.message },
      { shouldFocus: first },
    );
    first = false;
  }
  return leftOver;
}

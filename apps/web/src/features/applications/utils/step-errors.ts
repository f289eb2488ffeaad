import type { ApplicationStep } from '@portal/shared/enums';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';

/**
 * Completing a step answers `<STEP>.<field>` for each missing field: the same error with the step taken off, so the
 * messages land on the step's own fields.
 */
export function onStepFields(error: unknown, step: ApplicationStep): unknown {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return error;
  const prefix = `${step}.`;
  return new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    fieldErrors: error.fieldErrors.map((fieldError) => ({
      ...fieldError,
      field: fieldError.field.startsWith(prefix) ? fieldError.field.slice(prefix.length) : fieldError.field,
    })),
  });
}

/** Empty text is "not given": the API keeps null for it. */
export const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** A typed number, or null when empty; anything unreadable is left for the schema to refuse. */
export function numberOrNull(value: string): number | null {
  if (value.trim() === '') return null;
  return Number(value.replace(',', '.'));
}

export const textOf = (value: string | null | undefined) => value ?? '';
export const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * Puts the server's field errors on the step's fields; answers whether something is left for the step's alert (no
 * field errors, or errors on fields the step does not show).
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  stepFields: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return true;
  const shown = error.fieldErrors.filter((fieldError) => stepFields.includes(fieldError.field));
  shown.forEach((fieldError, index) => {
    setError(
      fieldError.field as Path<T>,
      { type: fieldError.code, message: fieldError.message },
      { shouldFocus: index === 0 },
    );
  });
  return shown.length < error.fieldErrors.length;
}

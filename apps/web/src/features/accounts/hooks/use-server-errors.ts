import { useCallback, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/form-errors';

/**
 * Server errors of a form: field errors go onto the fields, whatever belongs to no field is kept in `formError`
 * (shown in an alert above the submit button).
 */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[]) {
  const [formError, setFormError] = useState<ApiError | Error | null>(null);
  const handle = useCallback(
    (error: unknown) => {
      const leftOver = applyFieldErrors(setError, error, fields);
      setFormError(leftOver ? (error instanceof Error ? error : new Error(String(error))) : null);
    },
    [setError, fields],
  );
  const clear = useCallback(() => setFormError(null), []);
  return { formError, formErrorCode: formError instanceof ApiError ? formError.code : undefined, handle, clear };
}

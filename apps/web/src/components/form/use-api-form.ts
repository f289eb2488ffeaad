import { toNestErrors } from '@hookform/resolvers';
import { type BaseSyntheticEvent, useCallback, useEffect, useMemo, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  set,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { ensureValidationMessages, translateMessage, zodMessages } from '@/lib/zod-form';

type Schema = z.ZodType<FieldValues, FieldValues>;

export type ApiFormOptions<V extends FieldValues> = {
  /**
   * What the schema checks, when the inputs hold something else than what is sent: text for an optional value,
   * a local time for an instant. Field names stay the same, so the schema's errors land on the inputs.
   */
  toInput?: (values: V) => unknown;
  /**
   * A refusal already answered when the form first shows (the server rendered the page after its form was posted):
   * its field errors on their fields, the rest in `formError`, as `setServerError` puts them.
   */
  initialError?: ApiError;
};

export type ApiForm<V extends FieldValues, O> = UseFormReturn<V, unknown, O> & {
  /** A failed call's error that belongs to no field of the form (shown by `FormAlert`), or null. */
  formError: Error | null;
  /** Puts a failed call's field errors on their fields; anything else becomes `formError`. */
  setServerError: (error: unknown) => void;
  clearFormError: () => void;
  /** `handleSubmit` that clears the last server error first; a check failing on no field also shows in the alert. */
  submit: (handler: (values: O) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
};

/** Whether `path` ("name.en", "members.0.town") names something the form holds. */
function holds(values: unknown, path: string): boolean {
  let node = values;
  for (const segment of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment)) return false;
    node = (node as Record<string, unknown>)[segment];
  }
  return true;
}

/** Each error with the path of its field; an error (with its message) is not looked into: it holds the input. */
function leafErrors(errors: FieldErrors, prefix = ''): { path: string; message: string }[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string') return [{ path, message: value.message }];
    return leafErrors(value as FieldErrors, path);
  });
}

/** A server refusal split as the form shows it: errors on the fields it holds, and whether any is left over. */
function splitServerError(error: ApiError, values: unknown) {
  const onFields = error.fieldErrors.filter((fieldError) => holds(values, fieldError.field));
  return { onFields, leftOver: error.fieldErrors.length === 0 || onFields.length < error.fieldErrors.length };
}

/** Field errors as react-hook-form nests them ("members.0.town" → { members: [{ town }] }). */
function nestedErrors<V extends FieldValues>(fieldErrors: { field: string; code: string; message: string }[]) {
  const errors: FieldErrors<V> = {};
  for (const fieldError of fieldErrors)
    set(errors, fieldError.field, { type: fieldError.code, message: fieldError.message });
  return errors;
}

/**
 * The first problem of each field, as react-hook-form keeps them ("name.en" → { type, message }). A shared rule's
 * own key with its values (`{ message: 'validation.max', params: { max: 5 } }`) is worded now: the values do not
 * travel further.
 */
function firstIssues(issues: z.core.$ZodIssue[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    const message =
      issue.code === 'custom' && issue.params ? translateMessage(issue.message, issue.params) : issue.message;
    errors[path] ??= { type: issue.code, message };
  }
  return errors;
}

/** The schema's check with the shared catalog's messages, in the reader's language, applied to the form's inputs. */
function schemaResolver<V extends FieldValues, S extends Schema>(
  schema: S,
  toInput?: (values: V) => unknown,
): Resolver<V, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(toInput ? toInput(values) : values, zodMessages);
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: toNestErrors(firstIssues(result.error.issues), options) };
  };
}

/**
 * A react-hook-form form checked by a shared zod schema: messages from the shared validation catalog (loaded here),
 * the server's field errors on their fields and the rest in `formError`. Fields of `@/components/form` take it as
 * `form`. `defaults` names every field the form shows.
 */
export function useApiForm<S extends Schema, V extends FieldValues = z.input<S>>(
  schema: S,
  defaults: DefaultValues<V>,
  options: ApiFormOptions<V> = {},
): ApiForm<V, z.output<S>> {
  useEffect(() => void ensureValidationMessages(), []);
  const { toInput, initialError } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the schema and its mapping are fixed for a form's life.
  const resolver = useMemo(() => schemaResolver<V, S>(schema, toInput), []);
  const initial = initialError && splitServerError(initialError, defaults);
  const form = useForm<V, unknown, z.output<S>>({
    resolver,
    defaultValues: defaults,
    errors: initial?.onFields.length ? nestedErrors<V>(initial.onFields) : undefined,
  });
  const [formError, setFormError] = useState<Error | null>(initial?.leftOver ? (initialError ?? null) : null);
  const { getValues, setError, handleSubmit } = form;

  const setServerError = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.fieldErrors.length === 0) {
        setFormError(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const { onFields, leftOver } = splitServerError(error, getValues());
      // Server field names are the schema's, which are the form's.
      onFields.forEach((fieldError, index) => {
        setError(
          fieldError.field as Path<V>,
          { type: fieldError.code, message: fieldError.message },
          { shouldFocus: index === 0 },
        );
      });
      setFormError(leftOver ? error : null);
    },
    [getValues, setError],
  );
  const clearFormError = useCallback(() => setFormError(null), []);
  const submit = useCallback(
    (handler: (values: z.output<S>) => unknown) =>
      handleSubmit(
        async (values) => {
          setFormError(null);
          await handler(values);
        },
        // A rule on something the form does not show (a token from the address) must not fail in silence.
        (errors) => {
          const values = getValues();
          const hidden = leafErrors(errors).find((error) => !holds(values, error.path));
          setFormError(hidden ? new Error(translateMessage(hidden.message)) : null);
        },
      ),
    [handleSubmit, getValues],
  );

  return { ...form, formError, setServerError, clearFormError, submit };
}

import { type Control, type FieldValues, get, type Path, type UseFormReturn, useFormState } from 'react-hook-form';
import { fieldError } from '@/lib/zod-form';

/** What every field of the kit takes: the form (from `useApiForm`) and the name of one of its values. */
export type FieldProps<V extends FieldValues, O> = { form: UseFormReturn<V, unknown, O>; name: Path<V> };

/** The field's error in the reader's language; re-renders with this field's errors only. */
export function useFieldError<V extends FieldValues, O>(control: Control<V, unknown, O>, name: Path<V>) {
  const { errors } = useFormState({ control, name });
  return fieldError(get(errors, name));
}

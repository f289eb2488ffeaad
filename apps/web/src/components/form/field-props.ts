import {
  type Control,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useController,
  useFormState,
} from 'react-hook-form';
import { useServerRendered } from '@/lib/server-rendered';
import { fieldError } from '@/lib/zod-form';

/** What every field of the kit takes: the form (from `useApiForm`) and the name of one of its values. */
export type FieldProps<V extends FieldValues, O> = { form: UseFormReturn<V, unknown, O>; name: Path<V> };

/** The field's error in the reader's language; re-renders with this field's errors only. */
export function useFieldError<V extends FieldValues, O>(control: Control<V, unknown, O>, name: Path<V>) {
  const { errors } = useFormState({ control, name });
  return fieldError(get(errors, name));
}

/** Props of a native input the form reads itself (text, checkbox): no render per key typed. */
export function useRegistered<V extends FieldValues, O>({ form, name }: FieldProps<V, O>) {
  // The form sets its inputs' values once mounted; the server's rendering (decision 523) writes them in the markup.
  const initial: unknown = useServerRendered() ? get(form.formState.defaultValues, name) : undefined;
  return {
    ...form.register(name),
    ...(typeof initial === 'string' && initial ? { defaultValue: initial } : {}),
    error: useFieldError(form.control, name),
  };
}

/** Props of an input that hands its value over (select, number, file): the form holds the value. */
export function useControlled<V extends FieldValues, O>({ form, name }: FieldProps<V, O>) {
  const { field } = useController({ control: form.control, name });
  const { name: fieldName, value, onChange, onBlur, ref } = field;
  return { name: fieldName, value, onChange, onBlur, ref, error: useFieldError(form.control, name) };
}

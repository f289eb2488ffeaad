import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useControlled } from './field-props';
import { FieldValue, optionLabel, useReadOnlyFields } from './read-only';

type Native = Omit<RadioGroupProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'children'>;

type RadioProps<V extends FieldValues, O> = FieldProps<V, O> &
  Native & {
    options: readonly { value: string; label: string }[];
    /** After the answer changed (another field that depends on it may reset). */
    onAnswer?: (value: string) => void;
  };

/** One answer among a few, all in sight (yes or no); none is chosen until answered. The answer's words to read. */
export function RadioField<V extends FieldValues, O>(props: RadioProps<V, O>) {
  if (useReadOnlyFields()) return <FieldValue {...props} show={(value) => optionLabel(props.options, value)} />;
  return <RadioInputs {...props} />;
}

function RadioInputs<V extends FieldValues, O>({ form, name, options, onAnswer, ...props }: RadioProps<V, O>) {
  const { value, onChange, onBlur, ref, name: fieldName, error } = useControlled({ form, name });
  return (
    <Radio.Group
      {...props}
      name={fieldName}
      value={value ?? ''}
      onChange={(answer) => {
        onChange(answer);
        onAnswer?.(answer);
      }}
      error={error}
    >
      <Group mt="xs">
        {options.map((option, index) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            onBlur={onBlur}
            ref={index === 0 ? ref : undefined}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

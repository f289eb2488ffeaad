import { SegmentedControl, Stack, Text } from '@mantine/core';
import { criterionScoreRange } from '@portal/shared/selection';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useControlled } from '@/components/form/field-props';

const marks = Array.from({ length: criterionScoreRange.max - criterionScoreRange.min + 1 }, (_, index) =>
  String(criterionScoreRange.min + index),
);

type Props<V extends FieldValues, O> = FieldProps<V, O> & { label: string; description: string };

/**
 * One criterion's mark, 0 to 5, as six radio buttons side by side (wide enough for a finger on a phone): none is
 * chosen until the evaluator chooses. The form holds the mark as a number, or null.
 */
export function ScoreChoice<V extends FieldValues, O>({ form, name, label, description }: Props<V, O>) {
  const { value, onChange, onBlur, ref, error } = useControlled({ form, name });
  const id = useId();
  const describedBy = [`${id}-description`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Stack gap={4} onBlur={onBlur} data-score-choice={name}>
      <Text id={`${id}-label`} size="sm" fw={600}>
        {label}
      </Text>
      <Text id={`${id}-description`} size="xs" c="dimmed">
        {description}
      </Text>
      <SegmentedControl
        ref={(node: HTMLDivElement | null) => ref(node && { focus: () => node.querySelector('input')?.focus() })}
        fullWidth
        size="md"
        data={marks}
        value={typeof value === 'number' ? String(value) : ''}
        onChange={(mark) => onChange(Number(mark))}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <Text id={`${id}-error`} size="xs" c="var(--mantine-color-error)">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

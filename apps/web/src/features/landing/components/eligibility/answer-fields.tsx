import { Radio, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { AnswerProblem } from '@portal/shared/eligibility-questions';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useEligibilityOutcome } from '@/features/landing/eligibility-outcome';

/** The message of the problem with this answer, in the reader's language, or undefined. */
export function useAnswerError(field: string): string | undefined {
  const { t } = useTranslation('validation');
  const problem = useEligibilityOutcome()?.problems.find((entry) => entry.field.split('.')[0] === field);
  return problem ? problemMessage(t, problem) : undefined;
}

export function problemMessage(t: TFunction, problem: AnswerProblem): string {
  return t(`validation:${problem.key.replace(/^validation\./, '')}`, { ...problem.params });
}

/** What the visitor typed before posting, to fill the form again. */
export function useTypedAnswer(field: string): string | string[] | undefined {
  return useEligibilityOutcome()?.answers[field];
}

type AnswerInputProps = Omit<TextInputProps, 'name' | 'label' | 'error' | 'defaultValue'> & { name: string };

/** A text answer of the plain HTML form: its label from the `eligibility` catalog, its error from the server. */
export function AnswerInput({ name, ...props }: AnswerInputProps) {
  const { t } = useTranslation('eligibility');
  const typed = useTypedAnswer(name);
  const error = useAnswerError(name);
  return (
    <TextInput
      id={`answer-${name}`}
      name={name}
      label={t(`fields.${name}`)}
      defaultValue={typeof typed === 'string' ? typed : ''}
      error={error}
      {...props}
    />
  );
}

/** One choice among a few, as radio buttons that work without script. */
export function AnswerChoice({ name, values }: { name: string; values: readonly string[] }) {
  const { t } = useTranslation('eligibility');
  const typed = useTypedAnswer(name);
  const error = useAnswerError(name);
  const errorId = `answer-${name}-error`;
  return (
    <Stack component="fieldset" gap="xs" id={`answer-${name}`} style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm">
        {t(`fields.${name}`)}
      </Text>
      {values.map((value) => (
        <Radio
          key={value}
          name={name}
          value={value}
          label={t(`choices.${name}.${value}`)}
          defaultChecked={typed === value}
          aria-describedby={error ? errorId : undefined}
        />
      ))}
      {error ? (
        <Text id={errorId} c="red" size="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

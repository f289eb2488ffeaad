import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormAlert } from './form-alert';
import { SavedNotice } from './saved-notice';
import type { ApiForm } from './use-api-form';

type Props<V extends FieldValues, O> = {
  form: ApiForm<V, O>;
  onSubmit: (values: O) => unknown;
  /** The card's heading, which also names the form for assistive technology. */
  title: string;
  submitLabel: string;
  pending: boolean;
  /** The notice once saved; null hides it. */
  saved?: string | null;
  /** A destructive form: red border, heading and button. */
  danger?: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
};

/** A form of its own on a settings page: heading, fields, saved notice, error, then its one button. */
export function FormCard<V extends FieldValues, O>(props: Props<V, O>) {
  const { form, danger = false } = props;
  const titleId = useId();
  return (
    <Card
      withBorder
      component="form"
      onSubmit={form.submit(props.onSubmit)}
      noValidate
      aria-labelledby={titleId}
      style={danger ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack>
        <Title order={2} size="h4" id={titleId} c={danger ? 'red' : undefined}>
          {props.title}
        </Title>
        {props.children}
        <SavedNotice show={Boolean(props.saved)} message={props.saved ?? ''} />
        <FormAlert error={form.formError} />
        <Group justify="flex-end">
          <Button
            type="submit"
            color={danger ? 'red' : undefined}
            disabled={props.submitDisabled}
            loading={props.pending}
          >
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

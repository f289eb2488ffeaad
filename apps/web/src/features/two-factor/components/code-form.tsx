import { Button, Stack } from '@mantine/core';
import { secondFactorCodeSchema, totpCodeSchema } from '@portal/shared/two-factor';
import { type ReactNode, useEffect } from 'react';
import { z } from 'zod';
import { FormAlert, OfflineAlertTemplate } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import type { ApiError } from '@/lib/api-error';
import { useServerRendered } from '@/lib/server-rendered';
import { onCodeField } from '../code-errors';
import { CodeField, type CodeKind, CodeKindSwitch } from './code-field';

const appCode = z.object({ code: totpCodeSchema });
const anyCode = z.object({ code: secondFactorCodeSchema });

type Props = {
  /** Where a recovery code is accepted too (the second step of a sign-in): the kind typed and its switch. */
  recovery?: { kind: CodeKind; onKindChange: (kind: CodeKind) => void };
  /** Sends the code (digits only, or a recovery code without its dash); a refusal about the code lands on its field. */
  onCode: (code: string) => Promise<unknown>;
  submitLabel: string;
  /** The server's page: what the post carries besides the code (the challenge, the step), in hidden fields. */
  hidden?: Record<string, string>;
  /** The server's page: the refusal of the code just posted. */
  initialError?: ApiError;
  /** Puts the cursor in the field when the form appears (the second step of a sign-in). */
  focus?: boolean;
  /** Above the field: what to do first (the enrolment's QR code and key). */
  children?: ReactNode;
  /** Below the buttons: another way out (start again). */
  footer?: ReactNode;
};

/** A form asking for one code: the field, its errors, the button. Posted to the server on its rendered page. */
export function CodeForm({ recovery, onCode, submitLabel, hidden, initialError, focus, children, footer }: Props) {
  const serverForm = useServerRendered();
  const form = useApiForm(
    recovery ? anyCode : appCode,
    { code: '' },
    { initialError: initialError && (onCodeField(initialError) as ApiError) },
  );
  const { setFocus } = form;
  useEffect(() => {
    if (focus) setFocus('code');
  }, [focus, setFocus]);

  const submit = form.submit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (error) {
      form.setValue('code', '');
      form.setServerError(onCodeField(error));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      method="post"
      data-server-form={serverForm || undefined}
      // What comes above the field is read first: the page's script leaves the cursor out of the field.
      data-read-first={focus ? undefined : true}
    >
      <Stack>
        {children}
        {serverForm &&
          Object.entries(hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        <CodeField form={form} name="code" kind={recovery?.kind ?? 'app'} />
        <FormAlert error={form.formError} />
        <OfflineAlertTemplate />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {submitLabel}
        </Button>
        {recovery && (
          <CodeKindSwitch
            kind={recovery.kind}
            onChange={(kind) => {
              recovery.onKindChange(kind);
              setFocus('code');
            }}
          />
        )}
        {footer}
      </Stack>
    </form>
  );
}

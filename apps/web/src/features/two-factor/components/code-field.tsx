import { Button, TextInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useRegistered } from '@/components/form/field-props';
import { useServerRendered } from '@/lib/server-rendered';

/** Which code is typed: the authenticator app's (6 digits) or a recovery code (10 letters and digits). */
export type CodeKind = 'app' | 'recovery';
export const isCodeKind = (value: unknown): value is CodeKind => value === 'app' || value === 'recovery';
const otherKind = (kind: CodeKind): CodeKind => (kind === 'app' ? 'recovery' : 'app');

/**
 * The one input of a second-factor code (WCAG 2.2, 3.3.8): no puzzle, no box per digit, pasting allowed. The phone
 * offers its digit keyboard and the code it knows (`one-time-code`); a recovery code, pasted or typed, goes into the
 * same input, whose hint `CodeKindSwitch` changes.
 */
export function CodeField<V extends FieldValues, O>({ form, name, kind }: FieldProps<V, O> & { kind: CodeKind }) {
  const { t } = useTranslation('two-factor');
  const field = useRegistered({ form, name });
  return (
    <TextInput
      {...field}
      label={t('code.label')}
      description={<span data-code-hint>{t(kind === 'app' ? 'code.hintApp' : 'code.hintRecovery')}</span>}
      autoComplete="one-time-code"
      inputMode={kind === 'app' ? 'numeric' : 'text'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      required
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}

/**
 * "Use a recovery code" and back, below the form's button (so that Enter in the field sends the code). In the app it
 * switches the hint and keyboard in place. On the server's page (decision 523) it posts the form, which comes back
 * with the other hint; the page's script switches in place instead, with the words its data attributes carry.
 */
export function CodeKindSwitch({ kind, onChange }: { kind: CodeKind; onChange: (kind: CodeKind) => void }) {
  const { t } = useTranslation('two-factor');
  const serverForm = useServerRendered();
  const next = otherKind(kind);
  const labels = { recovery: t('code.useRecovery'), app: t('code.useApp') };
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      style={{ alignSelf: 'center' }}
      type={serverForm ? 'submit' : 'button'}
      name={serverForm ? 'switchTo' : undefined}
      value={next}
      formNoValidate
      onClick={() => onChange(next)}
      data-code-kind-switch
      data-hint-app={t('code.hintApp')}
      data-hint-recovery={t('code.hintRecovery')}
      data-label-app={labels.app}
      data-label-recovery={labels.recovery}
    >
      {labels[next]}
    </Button>
  );
}

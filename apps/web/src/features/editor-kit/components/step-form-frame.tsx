import { Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ReadOnlyFields } from '@/components/form/read-only';
import type { StepFormControl } from '../hooks/use-step-form';
import { bareFieldset, DraftFeedback } from './draft-feedback';

type Props = {
  control: StepFormControl;
  readOnly: boolean;
  labelledBy: string;
  children: ReactNode;
  /** Shown inside the step's alert: what the server said of fields this step does not hold. */
  alertDetails?: ReactNode;
};

/**
 * The form of a saving step: its fields (in view mode, each label with its value as text), where its values are,
 * the server's complaints, and "Save" / "Save and mark completed".
 */
export function StepFormFrame({ control, readOnly, labelledBy, children, alertDetails }: Props) {
  const { t } = useTranslation('applications');
  const { draft } = control;
  const formRef = useRef<HTMLFormElement>(null);
  const { hash } = useLocation();
  // A link to one field (the submission's list of what is missing) lands on that field.
  useEffect(() => {
    const name = decodeURIComponent(hash.slice(1));
    if (!name) return;
    const field = formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  }, [hash]);
  return (
    <form ref={formRef} onSubmit={control.save} noValidate aria-labelledby={labelledBy} data-focus-region>
      <Stack>
        <fieldset disabled={readOnly} style={bareFieldset}>
          <ReadOnlyFields readOnly={readOnly}>
            <Stack>{children}</Stack>
          </ReadOnlyFields>
        </fieldset>
        {!readOnly && (
          <>
            <DraftFeedback draft={draft} formError={control.formError}>
              {alertDetails}
            </DraftFeedback>
            <Group justify="flex-end" gap="sm">
              <Button type="submit" variant="default" loading={draft.status === 'sending' && !control.completing}>
                {t('actions.save')}
              </Button>
              <Button type="button" onClick={control.saveAndComplete} loading={control.completing}>
                {t('actions.saveAndComplete')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}

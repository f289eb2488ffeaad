import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ensureValidationMessages } from '@/lib/zod-form';
import type { StepFormControl } from '../hooks/use-step-form';
import { DraftStatusLine } from './draft-status-line';
import { StaleCopy, StaleWriteAlert } from './stale-copy';

type Props = { control: StepFormControl; readOnly: boolean; labelledBy: string; children: ReactNode };

const bareFieldset = { border: 0, padding: 0, margin: 0, minWidth: 0 };

/**
 * The form of a saving step: its fields (disabled in view mode), where its values are, the server's complaints,
 * and "Save" / "Save and mark completed".
 */
export function StepFormFrame({ control, readOnly, labelledBy, children }: Props) {
  const { t } = useTranslation('applications');
  const { draft } = control;
  const formRef = useRef<HTMLFormElement>(null);
  const { hash } = useLocation();
  useEffect(() => void ensureValidationMessages(), []);
  // A link to one field (the submission's list of what is missing) lands on that field.
  useEffect(() => {
    const name = decodeURIComponent(hash.slice(1));
    if (!name) return;
    const field = formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  }, [hash]);
  return (
    <form ref={formRef} onSubmit={control.save} noValidate aria-labelledby={labelledBy}>
      <Stack>
        <fieldset disabled={readOnly} style={bareFieldset}>
          <Stack>{children}</Stack>
        </fieldset>
        {!readOnly && (
          <>
            {draft.staleError && <StaleWriteAlert error={draft.staleError} onLoadLatest={draft.loadLatest} />}
            {draft.staleCopy && <StaleCopy values={draft.staleCopy} onDismiss={draft.dismissCopy} />}
            {control.formError && (
              <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                {control.formError.message}
              </Alert>
            )}
            <DraftStatusLine status={draft.status} />
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

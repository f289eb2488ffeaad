import type { ReactNode } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import type { StepFormControl } from '../hooks/use-step-form';
import { DraftStatusLine } from './draft-status-line';
import { StaleCopy, StaleWriteAlert } from './stale-copy';

type Props = {
  draft: StepFormControl['draft'];
  formError: Error | null;
  /** The field's label where the form's fields are not in the applications catalog. */
  labelOf?: (field: string) => string;
  /** Shown inside the form's alert (what the server said of fields this form does not hold). */
  children?: ReactNode;
};

/**
 * Under every form that keeps a draft (a step, an entry of a list, a family member): a refused stale write and the
 * copy of what was typed, what the server said that belongs to no field, and where the values are now.
 */
export function DraftFeedback({ draft, formError, labelOf, children }: Props) {
  return (
    <>
      {draft.staleError && <StaleWriteAlert error={draft.staleError} onLoadLatest={draft.loadLatest} />}
      {draft.staleCopy && <StaleCopy values={draft.staleCopy} onDismiss={draft.dismissCopy} labelOf={labelOf} />}
      <FormAlert error={formError}>{children}</FormAlert>
      <DraftStatusLine status={draft.status} savedAt={draft.savedAt} />
    </>
  );
}

/** A fieldset that only groups (and disables in view mode): no frame of its own. */
export const bareFieldset = { border: 0, padding: 0, margin: 0, minWidth: 0 };

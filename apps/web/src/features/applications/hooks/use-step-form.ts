import type { Application } from '@portal/shared/applications';
import type { ApplicationStep } from '@portal/shared/enums';
import { useCallback, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api-error';
import { useCompleteStep } from '../api/complete-step';
import { type EditorNavigation, isEditorSection, neighbourSections } from '../utils/editor-sections';
import { applyFieldErrors, onStepFields } from '../utils/step-errors';
import { type DraftStatus, type Saved, useStepDraft } from './use-step-draft';

type Options<T extends FieldValues> = {
  application: Application;
  section: string;
  step: ApplicationStep;
  form: UseFormReturn<T>;
  fields: readonly string[];
  loaded: Saved<T>;
  readOnly: boolean;
  send: (values: T, version: number | null) => Promise<Saved<T>>;
  reload: () => Promise<Saved<T>>;
  /** The step's values live on the application itself, whose version marking it completed moves on. */
  onApplication?: boolean;
};

/**
 * A saving step: "Save" and "Save and mark completed" (which then opens the next step), the draft kept on the
 * device, the server's complaints put on the fields (what belongs to no field in `formError`).
 */
export function useStepForm<T extends FieldValues>(options: Options<T>): StepFormControl {
  const { form, fields, step } = options;
  const [formError, setFormError] = useState<Error | null>(null);
  const handleError = useCallback(
    (error: unknown) => {
      const leftOver = applyFieldErrors(form.setError, error, fields);
      setFormError(leftOver ? (error instanceof Error ? error : new Error(String(error))) : null);
    },
    [form.setError, fields],
  );
  const draft = useStepDraft({ ...options, applicationId: options.application.id, onError: handleError });
  const complete = useCompleteStep(options.application.id, step);
  const navigate = useNavigate();
  const { next } = isEditorSection(options.section) ? neighbourSections(options.section) : { next: null };

  const save = form.handleSubmit(async (values) => {
    setFormError(null);
    await draft.save(values);
  });
  const saveAndComplete = form.handleSubmit(async (values) => {
    setFormError(null);
    if (!(await draft.save(values))) return;
    try {
      const application = await complete.mutateAsync(undefined);
      if (options.onApplication) draft.adopt(application.version);
      // Done with this step: on to the next one, whose heading takes the focus.
      if (next)
        navigate(paths.applicationEdit({ id: application.id, rest: next }), {
          state: { focusHeading: true } satisfies EditorNavigation,
        });
    } catch (error) {
      handleError(onStepFields(error, step));
    }
  });

  return { draft, save, saveAndComplete, completing: complete.isPending, formError };
}
/** What the step's frame shows and does, whatever the step's values. */
export type StepFormControl = {
  draft: {
    status: DraftStatus;
    staleError: ApiError | null;
    staleCopy: Record<string, unknown> | null;
    loadLatest: () => Promise<void>;
    dismissCopy: () => void;
  };
  save: () => void;
  saveAndComplete: () => void;
  completing: boolean;
  formError: Error | null;
};

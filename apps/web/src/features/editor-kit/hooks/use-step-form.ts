import type { Application } from '@portal/shared/applications';
import type { ApplicationStep } from '@portal/shared/enums';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { useCompleteStep } from '@/features/applications/public';
import { ApiError } from '@/lib/api-error';
import { type EditorNavigation, isEditorSection, neighbourSections } from '../utils/editor-sections';
import { type DraftFormOptions, useDraftForm } from './use-draft-form';
import type { DraftStatus } from './use-step-draft';

type Schema = z.ZodType<FieldValues, FieldValues>;

/** A step's form: its draft is kept under the section's name. */
type Options<S extends Schema, V extends FieldValues, Server, Body> = Omit<
  DraftFormOptions<S, V, Server, Body>,
  'applicationId' | 'draftKey'
> & {
  application: Application;
  section: string;
  step: ApplicationStep;
  /** The step's values live on the application itself, whose version marking it completed moves on. */
  onApplication?: boolean;
};

/**
 * Completing a step answers `<STEP>.<field>` for each missing field: the same error with the step taken off, so the
 * messages land on the step's own fields.
 */
export function onStepFields(error: unknown, step: ApplicationStep): unknown {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return error;
  const prefix = `${step}.`;
  return new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    fieldErrors: error.fieldErrors.map((fieldError) => ({
      ...fieldError,
      field: fieldError.field.startsWith(prefix) ? fieldError.field.slice(prefix.length) : fieldError.field,
    })),
  });
}

/**
 * A saving step of the editor, on the one persistence helper (`useDraftForm`): "Save", and "Save and mark
 * completed", which saves, marks the step and opens the next one with its heading focused.
 */
export function useStepForm<S extends Schema, V extends FieldValues, Server, Body>(
  options: Options<S, V, Server, Body>,
) {
  const { application, step } = options;
  const { form, draft, save } = useDraftForm({ ...options, applicationId: application.id, draftKey: options.section });
  const complete = useCompleteStep(application.id, step);
  const navigate = useNavigate();
  const { next } = isEditorSection(options.section) ? neighbourSections(options.section) : { next: null };

  const saveAndComplete = save(async () => {
    try {
      const marked = await complete.mutateAsync(undefined);
      if (options.onApplication) draft.adopt(marked.version);
      // Done with this step: on to the next one, whose heading takes the focus.
      if (next)
        navigate(paths.applicationEdit({ id: marked.id, rest: next }), {
          state: { focusHeading: true } satisfies EditorNavigation,
        });
    } catch (error) {
      form.setServerError(onStepFields(error, step));
    }
  });
  const control: StepFormControl = {
    draft,
    save: save(),
    saveAndComplete,
    completing: complete.isPending,
    formError: form.formError,
  };
  return { form, control };
}

/** What the step's frame shows and does, whatever the step's values. */
export type StepFormControl = {
  draft: {
    status: DraftStatus;
    /** When the server stored the values it holds (null: nothing yet). */
    savedAt: string | null;
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

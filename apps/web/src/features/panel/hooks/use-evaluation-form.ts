import { type Evaluation, evaluationInputSchema, type Rubric } from '@portal/shared/selection';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDraftForm } from '@/features/editor-kit/public';
import { ApiError } from '@/lib/api-error';
import { queryRoots } from '@/lib/query-keys';
import { getEvaluations } from '../api/get-evaluations';
import { evaluationDraftKey, panelKeys } from '../api/keys';
import { saveEvaluation } from '../api/save-evaluation';
import { type EvaluationValues, evaluationBody, evaluationValues } from '../utils/evaluation-values';

type Options = { applicationId: number; rubric: Rubric; own: Evaluation };

/**
 * The evaluator's form on the editor's draft layer (`useDraftForm`): what is marked is kept on the device at once,
 * a draft saved without a connection goes when it returns, and a save on a stale copy (another tab, another device)
 * is refused, never written over. `submitting` makes the next write the submission; it is never kept for later: a
 * submission happens while the evaluator is there to confirm it.
 */
export function useEvaluationForm({ applicationId, rubric, own }: Options) {
  const queryClient = useQueryClient();
  const submitting = useRef(false);
  const unsentSubmission = useRef(false);
  const findOwn = (evaluations: Evaluation[]) => evaluations.find((evaluation) => evaluation.id === own.id) ?? own;
  const step = useDraftForm({
    applicationId,
    draftKey: evaluationDraftKey,
    readOnly: own.submittedAt !== null,
    schema: evaluationInputSchema,
    toBody: evaluationBody,
    source: {
      initial: own,
      valuesOf: (evaluation: Evaluation): EvaluationValues => evaluationValues(rubric, evaluation),
      savedAt: (evaluation) => (evaluation.version > 0 ? evaluation.modified : null),
      send: (body, version) =>
        saveEvaluation(applicationId, { ...body, version, ...(submitting.current ? { submit: true } : {}) }).catch(
          (error: unknown) => {
            if (submitting.current && error instanceof ApiError && error.status === 0) unsentSubmission.current = true;
            throw error;
          },
        ),
      fetch: async () => findOwn(await getEvaluations(applicationId)),
      store: (saved) => {
        queryClient.setQueryData<Evaluation[]>(panelKeys.evaluations(applicationId), (known) =>
          known?.map((evaluation) => (evaluation.id === saved.id ? saved : evaluation)),
        );
        void queryClient.invalidateQueries({ queryKey: panelKeys.myInterviews() });
      },
    },
  });
  /**
   * Sends the values as the submission: answers 'sent', 'offline' (no connection: the values wait on the device as
   * a draft) or 'refused' (the form shows why).
   */
  const submit = async (values: EvaluationValues): Promise<'sent' | 'offline' | 'refused'> => {
    submitting.current = true;
    unsentSubmission.current = false;
    try {
      if (await step.draft.save(values)) {
        // Submitted: the others' evaluations are the reader's to see now, and the panel's score has moved.
        await queryClient.invalidateQueries({ queryKey: queryRoots.applications });
        return 'sent';
      }
      return unsentSubmission.current ? 'offline' : 'refused';
    } finally {
      submitting.current = false;
    }
  };
  return { ...step, submit };
}

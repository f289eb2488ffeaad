import { type EvaluationInput, evaluationSchema } from '@portal/shared/selection';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT /applications/{id}/evaluations/mine (a panel member): the draft, or with `submit: true` the submission, once;
 * not on the panel 404, already submitted 409 EVALUATION_SUBMITTED. The form's draft layer calls it.
 */
export function saveEvaluation(applicationId: number, body: EvaluationInput) {
  return apiRequest({
    method: 'PUT',
    path: '/applications/{id}/evaluations/mine',
    pathParams: { id: applicationId },
    body,
    schema: evaluationSchema,
  });
}

import {
  type PaymentInput,
  paymentSchema,
  type ServiceHoursInput,
  scheduleLineSchema,
  serviceHoursSchema,
  type TuitionInput,
} from '@portal/shared/beneficiaries';
import { documentSchema } from '@portal/shared/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { beneficiaryKeys } from './keys';

/** POST /beneficiaries/{id}/hours: the beneficiary reports service. */
export function useAddHours(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ServiceHoursInput) =>
      apiRequest({
        method: 'POST',
        path: '/beneficiaries/{id}/hours',
        pathParams: { id: applicationId },
        body: values,
        schema: serviceHoursSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all }),
  });
}

/** POST /beneficiaries/{id}/hours/{hoursId}/validation: the committee validates an entry. */
export function useValidateHours(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hoursId: number) =>
      apiRequest({
        method: 'POST',
        path: '/beneficiaries/{id}/hours/{hoursId}/validation',
        pathParams: { id: applicationId, hoursId },
        schema: serviceHoursSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all }),
  });
}

/** POST /beneficiaries/{id}/payments: the committee records a payment of the schedule. */
export function useRecordPayment(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PaymentInput) =>
      apiRequest({
        method: 'POST',
        path: '/beneficiaries/{id}/payments',
        pathParams: { id: applicationId },
        body: values,
        schema: paymentSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all }),
  });
}

/** PUT /beneficiaries/{id}/tuition: the committee sets the tuition fee of the year. */
export function useSetTuition(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TuitionInput) =>
      apiRequest({
        method: 'PUT',
        path: '/beneficiaries/{id}/tuition',
        pathParams: { id: applicationId },
        body: values,
        schema: scheduleLineSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all }),
  });
}

/** POST /beneficiaries/{id}/transcripts/{semester}: the beneficiary sends a semester's transcript. */
export function useSendTranscript(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ semester, file }: { semester: number; file: File }) => {
      const formData = new FormData();
      formData.set('file', file, file.name);
      return apiRequest({
        method: 'POST',
        path: '/beneficiaries/{id}/transcripts/{semester}',
        pathParams: { id: applicationId, semester },
        formData,
        schema: documentSchema,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all }),
  });
}

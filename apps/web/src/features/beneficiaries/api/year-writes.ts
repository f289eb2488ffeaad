import {
  type PaymentInput,
  paymentSchema,
  type ServiceHoursInput,
  serviceHoursSchema,
} from '@portal/shared/beneficiaries';
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

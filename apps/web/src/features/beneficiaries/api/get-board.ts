import { beneficiaryLineSchema } from '@portal/shared/beneficiaries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { beneficiaryKeys } from './keys';

/** GET /beneficiaries: the committee's board. */
export const boardQueryOptions = () =>
  queryOptions({
    queryKey: beneficiaryKeys.board(),
    queryFn: ({ signal }) => apiRequest({ path: '/beneficiaries', schema: z.array(beneficiaryLineSchema), signal }),
  });

export const useBoard = () => useQuery(boardQueryOptions());

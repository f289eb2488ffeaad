import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from './keys';

export function deleteQuote(id: number): Promise<true> {
  return apiRequest<true>({ method: 'DELETE', path: '/quotes/{id}', pathParams: { id } });
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

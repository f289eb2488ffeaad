import type { Quote, QuoteInput } from '@portal/shared/quotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from './keys';

export type SaveQuote = { id?: number; values: QuoteInput; image: File | null };

/** Multipart: the text fields plus an optional image (kept as is on update when none is sent). */
export function saveQuote({ id, values, image }: SaveQuote): Promise<Quote> {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.append(name, value ?? '');
  if (image) formData.append('image', image);
  return id === undefined
    ? apiRequest<Quote>({ method: 'POST', path: '/quotes', formData })
    : apiRequest<Quote>({ method: 'PUT', path: '/quotes/{id}', pathParams: { id }, formData });
}

export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

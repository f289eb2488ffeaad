import { z } from 'zod';

/** Text fields of a quote (testimonial); the image travels beside them in the multipart body. */
export const quoteInputSchema = z.object({
  fullName: z.string().trim().min(1).max(120),
  position: z.string().trim().min(1).max(120),
  company: z.string().trim().max(120).default(''),
  content: z.string().trim().min(1).max(1000),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;

export const quoteSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  position: z.string(),
  company: z.string().nullable(),
  content: z.string(),
  /** File name under /api/files/quote-avatars/, or null. */
  image: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const randomQuotesQuerySchema = z.object({ count: z.coerce.number().int().min(1).max(10).default(3) });

export const QUOTE_IMAGE_SIZE = { width: 200, height: 200 } as const;

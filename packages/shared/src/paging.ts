import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export const filterOps = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'like', 'in'] as const;
export type FilterOp = (typeof filterOps)[number];

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** Query string of every paged list: page (0-based), size, paged, sort ("field,asc"), filter ("a:eq:1;b:like:x"). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  paged: booleanFlag.default(true),
  sort: z.string().max(200).optional(),
  filter: z.string().max(2000).optional(),
  search: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

/**
 * How much of each row a list answers where it offers a choice: every field (`full`, the default, what scripts read)
 * or what the list's screen shows (`summary`, each item opened by its own route).
 */
export const listViews = ['full', 'summary'] as const;
export type ListView = (typeof listViews)[number];
/** The query of a list that answers in views: the usual list query and the view of its rows. */
export const viewedListQuerySchema = listQuerySchema.extend({ view: z.enum(listViews).default('full') });
export type ViewedListQueryInput = z.input<typeof viewedListQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });
}
export type Page<T> = { content: T[]; page: number; size: number; totalElements: number; totalPages: number };

export function dataSchema<T extends z.ZodType>(inner: T) {
  return z.object({ data: inner });
}

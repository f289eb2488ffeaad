import { auditEventSchema } from '@portal/shared/audit-events';
import { pageSchema } from '@portal/shared/paging';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/components/list/list-query';
import type { ListQuery } from '@/components/list/list-spec';
import { apiRequest } from '@/lib/api-client';
import { auditEventKeys } from './keys';

const auditEventPageSchema = pageSchema(auditEventSchema);

export function getAuditEvents(query: ListQuery, signal?: AbortSignal) {
  return apiRequest({ path: '/audit-events', query: { ...query, paged: true }, schema: auditEventPageSchema, signal });
}

export const auditEventsQueryOptions = (query: ListQuery) =>
  listQueryOptions(auditEventKeys.list(query), (signal) => getAuditEvents(query, signal));

export function useAuditEvents(query: ListQuery) {
  return useQuery(auditEventsQueryOptions(query));
}

import type { PublicSettings } from '@portal/shared/programme';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { landingKeys } from './keys';

/** Contact details and allowance shown to visitors (GET /settings/public). */
export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return apiRequest<PublicSettings>({ path: '/settings/public', signal });
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: landingKeys.publicSettings(),
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 60_000,
  });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}

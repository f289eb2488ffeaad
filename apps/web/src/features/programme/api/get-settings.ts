import { type ProgrammeSettings, programmeSettingsSchema } from '@portal/shared/programme';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { programmeKeys } from './keys';

export function getSettings(signal?: AbortSignal): Promise<ProgrammeSettings> {
  return apiRequest({ path: '/settings', schema: programmeSettingsSchema, signal });
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: programmeKeys.settings(), queryFn: ({ signal }) => getSettings(signal), staleTime: 60_000 });

export function useSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...settingsQueryOptions(), enabled });
}

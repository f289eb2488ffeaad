import type { ProgrammeSettings } from '@portal/shared/programme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function updateSettings(body: ProgrammeSettings): Promise<ProgrammeSettings> {
  return apiRequest<ProgrammeSettings>({ method: 'PUT', path: '/settings', body });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    // Visitors' contact block and statistics read the same settings.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.settings }),
        queryClient.invalidateQueries({ queryKey: queryRoots.statistics }),
      ]),
  });
}

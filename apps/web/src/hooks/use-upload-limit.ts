import { useHealth } from './use-health';

/**
 * The largest file the server accepts (MAX_UPLOAD_MB), read from /api/health, which every first load already asks:
 * a file over it is refused before a byte travels. Undefined until known; the server still checks.
 */
export function useUploadLimit(): { maxBytes: number; megabytes: number } | undefined {
  const { data } = useHealth();
  if (!data?.maxUploadBytes) return undefined;
  return { maxBytes: data.maxUploadBytes, megabytes: Math.round((data.maxUploadBytes / 1024 / 1024) * 10) / 10 };
}

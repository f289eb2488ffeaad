import { useQuery } from '@tanstack/react-query';
import { authStore } from '@/lib/auth-store';
import { queryRoots } from '@/lib/query-keys';

/**
 * Avatars are served at `/api/files/users/avatars/<file>` behind the bearer token, so an <img> cannot load them
 * directly: the file is fetched with the token and shown from an object URL. Data and blob URLs pass through.
 */
async function fetchAvatar(path: string, signal: AbortSignal): Promise<string | null> {
  const token = authStore.get().token;
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) return null;
  return URL.createObjectURL(await response.blob());
}

/** One cached image per avatar file, kept for the visit. */
const avatarKey = (avatar: string | null | undefined) => [...queryRoots.avatars, avatar] as const;

export function useAvatarSrc(avatar: string | null | undefined): string | undefined {
  const direct = !avatar || /^(blob:|data:)/.test(avatar);
  const query = useQuery({
    queryKey: avatarKey(avatar),
    queryFn: ({ signal }) => fetchAvatar(avatar as string, signal),
    enabled: !direct,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (direct) return avatar ?? undefined;
  return query.data ?? undefined;
}

import { useSearchParams } from 'react-router';
import { safeLocalPath } from '@/config/paths';

/** The `backTo` query parameter as a safe same-origin path, or `fallback`. Link with `?backTo=${encodeURIComponent(here)}`. */
export function useBackTo(fallback = '/'): string {
  const [params] = useSearchParams();
  return safeLocalPath(params.get('backTo')) ?? fallback;
}

/** Adds `backTo=<current path+search>` to a link so the next screen can return here. */
export function withBackTo(to: string, here: string): string {
  return `${to}${to.includes('?') ? '&' : '?'}backTo=${encodeURIComponent(here)}`;
}

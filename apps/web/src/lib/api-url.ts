import { RequiredParameterError } from './api-error';

export const apiBase = '/api';

export type PathParams = Record<string, string | number | null | undefined>;
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Fills `{name}` placeholders; a missing value fails before any request, naming the parameter. */
export function buildPath(path: string, pathParams: PathParams = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathParams[name];
    if (value === null || value === undefined) throw new RequiredParameterError(name);
    return encodeURIComponent(String(value));
  });
}

export function buildUrl(path: string, pathParams?: PathParams, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${apiBase}${buildPath(path, pathParams)}${qs ? `?${qs}` : ''}`;
}

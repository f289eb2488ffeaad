/**
 * The API reads src/preload-settings.js asks before the app's code has arrived (a signed-in student opening the
 * dashboard or an application: about a second sooner on a phone over 3G). Each answer is taken once, by the first
 * read of the same address, only if the app still holds the token they were asked with and reads in the same
 * language, and only within 30 s of the page's start: a later read asks the server again.
 */
export type EarlyReads = {
  token: string;
  language: string;
  at: number;
  reads: Record<string, Promise<Response> | undefined>;
};

declare global {
  interface Window {
    portalEarlyReads?: EarlyReads;
  }
}

export const earlyReadsMaxAgeMs = 30_000;

export function takeEarlyRead(
  url: string,
  { token, language, now = Date.now() }: { token: string | null; language: string; now?: number },
): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.portalEarlyReads;
  const read = early?.reads[url];
  if (!early || !read) return undefined;
  delete early.reads[url];
  if (early.token !== token || early.language !== language || now - early.at > earlyReadsMaxAgeMs) return undefined;
  return read;
}

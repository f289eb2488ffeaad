/**
 * When the first screen is on the page, so that work that can wait (the service worker and its downloads, the
 * health read, seldom-used parts) does not share a slow line or processor with it. Being idle is not enough: the
 * browser is idle while the screen's code and reads are on their way.
 */

/** How often the page is looked at, and the longest wait (a screen that keeps reading does not hold the rest back). */
const checkEveryMs = 100;
const longestWaitMs = 10_000;

let underWay = 0;
let shown: Promise<void> | undefined;

/** Counts `work` (a read, a screen's code) as under way until it settles; answers it unchanged. */
export function firstScreenWork<T>(work: Promise<T>): Promise<T> {
  underWay += 1;
  const done = () => {
    underWay -= 1;
  };
  work.then(done, done);
  return work;
}

/**
 * Resolves once index.html's loading screen is gone and no read or screen code has been under way at two looks in
 * a row; after ten seconds at the latest.
 */
export function firstScreenShown(): Promise<void> {
  shown ??= new Promise((resolve) => {
    const started = Date.now();
    let quietLooks = 0;
    const look = () => {
      // A page being torn down (a unit test's environment) has nothing left to wait for.
      if (typeof document === 'undefined') return resolve();
      const busy = underWay > 0 || document.getElementById('app-boot') !== null;
      quietLooks = busy ? 0 : quietLooks + 1;
      if (quietLooks >= 2 || Date.now() - started >= longestWaitMs) resolve();
      else setTimeout(look, checkEveryMs);
    };
    look();
  });
  return shown;
}

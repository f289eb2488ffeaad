/**
 * Resolves in a task of its own, after the browser has had the chance to handle input and paint: a long start cut
 * at this seam is two shorter tasks, and a tap in between is answered (on a slow phone's processor, one task of
 * 100 ms is a page that does not answer for 100 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

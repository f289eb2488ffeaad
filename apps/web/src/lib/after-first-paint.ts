/**
 * Runs `work` once, just after the browser has painted the next frame: from a frame callback, a task is queued,
 * which runs after that frame's paint. A page in the background paints no frames, so a timer runs it anyway.
 */
export function afterFirstPaint(work: () => void, fallbackMs = 500): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, fallbackMs);
}

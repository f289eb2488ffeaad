/**
 * Which application was submitted a moment ago on this device, so that its confirmation takes the focus when it
 * shows. It cannot travel in the address's state: the editor's own redirect (a submitted application is read-only,
 * so its edit address moves to the view) races the submission's navigation and drops that state.
 */
const moment = 10_000;
const submitted = new Map<number, number>();

export function markJustSubmitted(applicationId: number, now = Date.now()): void {
  submitted.set(applicationId, now);
}

/** Submitted on this device within the last few seconds (and not yet confirmed). */
export function wasJustSubmitted(applicationId: number, now = Date.now()): boolean {
  const at = submitted.get(applicationId);
  return at !== undefined && now - at < moment;
}

/** The confirmation has been shown: coming back to it later is not "just submitted". */
export function forgetJustSubmitted(applicationId: number): void {
  submitted.delete(applicationId);
}

/**
 * How many times users' rows have changed in this process: raised by every write of the users' repository when its
 * statement runs, and again when the request that wrote is answered (by then its transaction has committed). Kept
 * sign-in states older than the last change are read again (sign-in-states.ts).
 */
let usersChanged = 0;

/** Counts a change of users' rows. */
export function markUsersChanged(): void {
  usersChanged += 1;
}

/** The count now. */
export const usersChangeCount = () => usersChanged;

/**
 * How many times the reference lists have changed in this process: raised by every write of their repository when
 * its statement runs, and again once the write's transaction is over (the service's writes, the seeders). Kept lists
 * read before the last change are read again (reference.service.ts).
 */
let referenceChanged = 0;

/** Counts a change of a reference list. */
export function markReferenceListsChanged(): void {
  referenceChanged += 1;
}

/** The count now. */
export const referenceChangeCount = () => referenceChanged;

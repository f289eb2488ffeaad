/** Every key this product writes to localStorage starts with this prefix. */
export const storagePrefix = 'portal.';

export function readStored(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(storagePrefix + key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) window.localStorage.removeItem(storagePrefix + key);
    else window.localStorage.setItem(storagePrefix + key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the state still lives in memory for this visit.
  }
}

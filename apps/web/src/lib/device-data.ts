import { storagePrefix } from './storage';

/**
 * What a person leaves of their applications on this device: the steps' drafts and the step they were on
 * (localStorage, under `application.`), and the documents prepared to be sent (IndexedDB). On a phone shared by
 * several students none of it may outlive its owner's sign-in (decision 546).
 */
export const applicationDataPrefix = 'application.';
/** The IndexedDB database and store of the documents waiting to be sent (application-documents). */
export const pendingUploadsDatabase = { name: 'portal-pending-uploads', store: 'files' } as const;

/** Whose application data the device holds: another person signing in finds none of it. */
const ownerKey = `${storagePrefix}application-data.owner`;

function storedKeys(): string[] {
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key) keys.push(key);
  }
  return keys;
}

/** Empties the documents' store without deleting the database (its module may hold it open). */
function forgetPendingUploads(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    try {
      const opening = indexedDB.open(pendingUploadsDatabase.name);
      // Never made on this device: nothing to forget, and nothing is made now.
      opening.onupgradeneeded = () => opening.transaction?.abort();
      opening.onerror = () => resolve();
      opening.onsuccess = () => {
        const database = opening.result;
        if (!database.objectStoreNames.contains(pendingUploadsDatabase.store)) {
          database.close();
          return resolve();
        }
        const clearing = database.transaction(pendingUploadsDatabase.store, 'readwrite');
        clearing.objectStore(pendingUploadsDatabase.store).clear();
        clearing.oncomplete =
          clearing.onerror =
          clearing.onabort =
            () => {
              database.close();
              resolve();
            };
      };
    } catch {
      resolve();
    }
  });
}

/** Removes every draft, the last step opened and the documents waiting, whoever they belonged to. */
export function forgetApplicationData(): Promise<void> {
  try {
    const prefix = storagePrefix + applicationDataPrefix;
    for (const key of storedKeys()) if (key.startsWith(prefix)) localStorage.removeItem(key);
    localStorage.removeItem(ownerKey);
  } catch {
    // Storage blocked: nothing was kept either.
  }
  return forgetPendingUploads();
}

/** What is written now belongs to `userId`. */
export function markApplicationDataOwner(userId: number): void {
  try {
    localStorage.setItem(ownerKey, String(userId));
  } catch {
    // Storage blocked: nothing is kept.
  }
}

/** Someone signs in: what another person left on the device goes first. */
export function adoptApplicationData(userId: number): void {
  let owner: string | null = null;
  try {
    owner = localStorage.getItem(ownerKey);
  } catch {
    return;
  }
  if (owner !== null && owner !== String(userId)) void forgetApplicationData();
}

import { createStore, del, promisifyRequest, set, setMany, values } from 'idb-keyval';
import { pendingUploadsDatabase } from '@/lib/device-data';

/**
 * Prepared documents waiting on the device until the server has them (decision 206): a lost connection or a
 * refused upload never makes the applicant choose and compress the file again, even after closing the page.
 */
export type PendingUpload = {
  key: string;
  applicationId: number;
  typeId: number;
  name: string;
  blob: Blob;
  pages: number;
  /** The single copy this file replaces: deleted on the server just before this one is sent. */
  replaces: number | null;
  created: number;
  /** Why the last attempt failed, in the words the server or the app gave then. */
  failure: { status: number; code: string; message: string } | null;
};

/** A database of its own, through idb-keyval: one value a file, under its key (emptied as its owner's sign-in ends). */
const store = createStore(pendingUploadsDatabase.name, pendingUploadsDatabase.store);

/**
 * Before idb-keyval, files waited in `portal-documents` (a store of another layout): those still there are moved
 * once, then that database is deleted. Browsers that cannot list their databases leave it alone.
 */
const earlierDatabase = 'portal-documents';
let adopting: Promise<void> | null = null;

async function adoptEarlierUploads(): Promise<void> {
  const known = await indexedDB.databases?.();
  if (!known?.some((database) => database.name === earlierDatabase)) return;
  const earlier = createStore(earlierDatabase, 'pending-uploads');
  const waiting = await values<PendingUpload>(earlier);
  await setMany(
    waiting.map((upload) => [upload.key, upload]),
    store,
  );
  await earlier('readonly', (old) => old.transaction.db.close());
  await promisifyRequest(indexedDB.deleteDatabase(earlierDatabase));
}

function ready(): Promise<void> {
  adopting ??= adoptEarlierUploads().catch(() => {
    adopting = null;
  });
  return adopting;
}

/**
 * Where IndexedDB cannot be opened (a private window of some browsers, a full disk), the files wait in memory:
 * retrying still works, only a reload loses them.
 */
const inMemory = new Map<string, PendingUpload>();
const orInMemory = <T>(stored: () => Promise<T>, fallback: () => T) => Promise.resolve().then(stored).catch(fallback);

export const pendingUploads = {
  list: (applicationId: number) =>
    orInMemory(
      () => ready().then(() => values<PendingUpload>(store)),
      () => [...inMemory.values()],
    ).then((items) =>
      items.filter((upload) => upload.applicationId === applicationId).sort((a, b) => a.created - b.created),
    ),
  put: (upload: PendingUpload) =>
    orInMemory(
      () => set(upload.key, upload, store).then(() => upload),
      () => inMemory.set(upload.key, upload) && upload,
    ),
  remove: (key: string) =>
    orInMemory(
      () => del(key, store),
      () => void inMemory.delete(key),
    ),
};

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

const databaseName = 'portal-documents';
const storeName = 'pending-uploads';

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(storeName, { keyPath: 'key' });
      store.createIndex('applicationId', 'applicationId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  return new Promise<T>((resolve, reject) => {
    const transaction = database.transaction(storeName, mode);
    const request = work(transaction.objectStore(storeName));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/**
 * Where IndexedDB cannot be opened (a private window of some browsers, a full disk), the files wait in memory:
 * retrying still works, only a reload loses them.
 */
const inMemory = new Map<string, PendingUpload>();
const orInMemory = <T>(stored: Promise<T>, fallback: () => T) => stored.catch(fallback);

export const pendingUploads = {
  list: (applicationId: number) =>
    orInMemory(
      run<PendingUpload[]>('readonly', (store) => store.index('applicationId').getAll(applicationId)),
      () => [...inMemory.values()].filter((upload) => upload.applicationId === applicationId),
    ).then((items) => items.sort((a, b) => a.created - b.created)),
  put: (upload: PendingUpload) =>
    orInMemory(
      run('readwrite', (store) => store.put(upload)).then(() => upload),
      () => inMemory.set(upload.key, upload) && upload,
    ),
  remove: (key: string) =>
    orInMemory(
      run('readwrite', (store) => store.delete(key)).then(() => undefined),
      () => void inMemory.delete(key),
    ),
};

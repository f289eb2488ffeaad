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

export const pendingUploads = {
  list: (applicationId: number) =>
    run<PendingUpload[]>('readonly', (store) => store.index('applicationId').getAll(applicationId)).then((items) =>
      items.sort((a, b) => a.created - b.created),
    ),
  put: (upload: PendingUpload) => run('readwrite', (store) => store.put(upload)).then(() => upload),
  remove: (key: string) => run('readwrite', (store) => store.delete(key)),
};

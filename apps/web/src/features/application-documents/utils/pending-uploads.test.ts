// @vitest-environment node
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingUpload } from './pending-uploads';

const upload = (key: string, applicationId: number, created: number): PendingUpload => ({
  key,
  applicationId,
  typeId: 1,
  name: `${key}.jpg`,
  blob: new Blob([`photo ${key}`]),
  pages: 1,
  replaces: null,
  created,
  failure: null,
});

/** The module as a page (re)loaded now would get it: a fresh copy, with nothing in memory. */
async function loadPage() {
  vi.resetModules();
  return (await import('./pending-uploads')).pendingUploads;
}

/** What the applicant does across two visits: the files chosen and one failure must be there after a reload. */
async function chooseThenReload() {
  const first = await loadPage();
  await first.put(upload('later', 1, 20));
  await first.put(upload('first', 1, 10));
  await first.put(upload('other', 2, 5));
  await first.put({ ...upload('first', 1, 10), failure: { status: 0, code: 'OFFLINE', message: 'x' } });
  return loadPage();
}

// Node, like a browser in some private windows, has no IndexedDB: the files wait in memory.
describe('pending uploads without IndexedDB', () => {
  it('keeps the files of each application in the order they were chosen until they are removed', async () => {
    const pendingUploads = await loadPage();
    await pendingUploads.put(upload('later', 1, 20));
    await pendingUploads.put(upload('first', 1, 10));
    await pendingUploads.put(upload('other', 2, 5));
    expect((await pendingUploads.list(1)).map((item) => item.key)).toEqual(['first', 'later']);

    await pendingUploads.put({ ...upload('first', 1, 10), failure: { status: 0, code: 'OFFLINE', message: 'x' } });
    expect((await pendingUploads.list(1))[0]?.failure?.code).toBe('OFFLINE');

    await pendingUploads.remove('first');
    expect((await pendingUploads.list(1)).map((item) => item.key)).toEqual(['later']);
    expect((await pendingUploads.list(2)).map((item) => item.key)).toEqual(['other']);
  });

  it('loses them on a reload, as nothing can keep them', async () => {
    expect(await (await chooseThenReload()).list(1)).toEqual([]);
  });
});

describe('pending uploads in IndexedDB (fake-indexeddb)', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'indexedDB');
  });

  it('keeps the files, their order, their failure and their content across a reload, until removed', async () => {
    const pendingUploads = await chooseThenReload();
    const waiting = await pendingUploads.list(1);
    expect(waiting.map((item) => item.key)).toEqual(['first', 'later']);
    expect(waiting[0]?.failure).toEqual({ status: 0, code: 'OFFLINE', message: 'x' });
    expect(await waiting[1]?.blob.text()).toBe('photo later');
    expect((await pendingUploads.list(2)).map((item) => item.key)).toEqual(['other']);

    await pendingUploads.remove('first');
    expect((await (await loadPage()).list(1)).map((item) => item.key)).toEqual(['later']);
    expect((await indexedDB.databases()).map((database) => database.name)).toEqual(['portal-pending-uploads']);
  });

  it('are emptied when their owner’s sign-in ends, the database staying open for the next files', async () => {
    const pendingUploads = await chooseThenReload();
    const { forgetApplicationData } = await import('@/lib/device-data');
    await forgetApplicationData();
    expect(await pendingUploads.list(1)).toEqual([]);
    expect(await pendingUploads.list(2)).toEqual([]);
    await pendingUploads.put(upload('next', 3, 1));
    expect((await pendingUploads.list(3)).map((item) => item.key)).toEqual(['next']);
  });

  it('adopts the files an earlier version left in its own database, then deletes that database', async () => {
    const earlier = indexedDB.open('portal-documents', 1);
    earlier.onupgradeneeded = () => {
      const store = earlier.result.createObjectStore('pending-uploads', { keyPath: 'key' });
      store.createIndex('applicationId', 'applicationId');
      store.put(upload('kept', 7, 1));
    };
    await new Promise((resolve) => {
      earlier.onsuccess = resolve;
    });
    earlier.result.close();

    const pendingUploads = await loadPage();
    const adopted = await pendingUploads.list(7);
    expect(adopted.map((item) => item.key)).toEqual(['kept']);
    expect(await adopted[0]?.blob.text()).toBe('photo kept');
    expect((await indexedDB.databases()).map((database) => database.name)).toEqual(['portal-pending-uploads']);
    await pendingUploads.remove('kept');
    expect(await (await loadPage()).list(7)).toEqual([]);
  });
});

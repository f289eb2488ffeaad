import { describe, expect, it } from 'vitest';
import { type PendingUpload, pendingUploads } from './pending-uploads';

const upload = (key: string, applicationId: number, created: number): PendingUpload => ({
  key,
  applicationId,
  typeId: 1,
  name: `${key}.jpg`,
  blob: new Blob(['photo']),
  pages: 1,
  replaces: null,
  created,
  failure: null,
});

// jsdom has no IndexedDB: this is the browser without one, where files wait in memory.
describe('pending uploads without IndexedDB', () => {
  it('keeps the files of each application in the order they were chosen until they are removed', async () => {
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
});

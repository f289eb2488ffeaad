import { describe, expect, it } from 'vitest';
import type { AppError } from './app-error.ts';
import { createUploadAllowance } from './upload-allowance.ts';

const MINUTE = 60_000;

function refusal(check: () => void): AppError | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return error as AppError;
  }
}

describe('upload allowance', () => {
  it('lets files through until the count is used, then says when the oldest leaves the hour', () => {
    let now = 0;
    const allowance = createUploadAllowance({ files: 3, bytes: 1_000, now: () => now });
    for (const minute of [0, 10, 20]) {
      now = minute * MINUTE;
      allowance.assertRoom(7);
      allowance.record(7, 10);
    }
    now = 30 * MINUTE;
    const refused = refusal(() => allowance.assertRoom(7));
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED', key: 'errors.UPLOADS_PER_HOUR' });
    // The file of minute 0 leaves the hour at minute 60: 30 minutes from now.
    expect(refused?.options.headers).toEqual({ 'retry-after': String(30 * 60) });
    expect(refused?.options.params).toEqual({ minutes: 30 });
    // Another person has their own allowance.
    expect(refusal(() => allowance.assertRoom(8))).toBeUndefined();
    now = 60 * MINUTE + 1;
    expect(refusal(() => allowance.assertRoom(7))).toBeUndefined();
  });

  it('counts bytes, and waits for as many old files to leave as the new one needs', () => {
    let now = 0;
    const allowance = createUploadAllowance({ files: 100, bytes: 1_000, now: () => now });
    for (const [minute, bytes] of [
      [0, 300],
      [5, 300],
      [15, 300],
    ]) {
      now = minute! * MINUTE;
      allowance.record(1, bytes!);
    }
    now = 20 * MINUTE;
    expect(refusal(() => allowance.assertRoom(1, 100))).toBeUndefined();
    // 400 more bytes need the file of minute 0 gone: at minute 60, 40 minutes from now.
    expect(refusal(() => allowance.assertRoom(1, 400))?.options.headers).toEqual({ 'retry-after': String(40 * 60) });
    // 500 more bytes need the files of minutes 0 and 5 gone: at minute 65, 45 minutes from now.
    expect(refusal(() => allowance.assertRoom(1, 500))?.options.headers).toEqual({ 'retry-after': String(45 * 60) });
  });

  it('forgets what left the hour', () => {
    let now = 0;
    const allowance = createUploadAllowance({ files: 1, bytes: 1_000, now: () => now });
    allowance.record(1, 999);
    now = 61 * MINUTE;
    expect(refusal(() => allowance.assertRoom(1, 1_000))).toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createKeptRead } from './kept-read.ts';

/** A read that answers only when told, to overlap it with changes. */
function heldRead() {
  const waiting: ((value: string[]) => void)[] = [];
  const read = vi.fn(() => new Promise<string[]>((resolve) => waiting.push(resolve)));
  return { read, answer: (value: string[]) => waiting.shift()!(value) };
}

describe('a kept read', () => {
  it('asks the database once, then again after a change', async () => {
    const read = vi.fn(async () => ['A', 'B']);
    const kept = createKeptRead(read);
    expect(await kept.get()).toEqual(['A', 'B']);
    expect(await kept.get()).toEqual(['A', 'B']);
    expect(read).toHaveBeenCalledTimes(1);
    kept.changed();
    read.mockResolvedValue(['A', 'B', 'C']);
    expect(await kept.get()).toEqual(['A', 'B', 'C']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep what was read while a write was under way, nor across its commit', async () => {
    const { read, answer } = heldRead();
    const kept = createKeptRead(read);
    // A write starts; a reader reads and is answered before the write commits (it saw the rows before it).
    kept.changed();
    const during = kept.get();
    answer(['old']);
    expect(await during).toEqual(['old']);
    // Another reader starts before the commit and is answered after it.
    kept.changed();
    const overlapping = kept.get();
    expect(read).toHaveBeenCalledTimes(2);
    kept.changed();
    answer(['old']);
    expect(await overlapping).toEqual(['old']);
    // Neither answer was kept: the next reader asks again and sees the committed rows.
    const after = kept.get();
    answer(['new']);
    expect(await after).toEqual(['new']);
    expect(read).toHaveBeenCalledTimes(3);
    expect(await kept.get()).toEqual(['new']);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('shares a read under way with the readers that come meanwhile, not with those after a change', async () => {
    const { read, answer } = heldRead();
    const kept = createKeptRead(read);
    const first = kept.get();
    const second = kept.get();
    expect(read).toHaveBeenCalledTimes(1);
    kept.changed();
    const third = kept.get();
    expect(read).toHaveBeenCalledTimes(2);
    answer(['before']);
    answer(['after']);
    expect([await first, await second, await third]).toEqual([['before'], ['before'], ['after']]);
  });

  it('reads again once the kept answer is older than its age bound (a change made by another process)', async () => {
    let clock = 1_000;
    const read = vi.fn(async () => [String(clock)]);
    const kept = createKeptRead(read, { maxAgeMs: 5_000, now: () => clock });
    expect(await kept.get()).toEqual(['1000']);
    clock += 4_999;
    expect(await kept.get()).toEqual(['1000']);
    clock += 1;
    expect(await kept.get()).toEqual(['6000']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again when a count kept elsewhere moved (a write of the module, wherever it ran)', async () => {
    let elsewhere = 0;
    const read = vi.fn(async () => [String(elsewhere)]);
    const kept = createKeptRead(read, { changeCount: () => elsewhere });
    expect(await kept.get()).toEqual(['0']);
    expect(await kept.get()).toEqual(['0']);
    elsewhere += 1;
    expect(await kept.get()).toEqual(['1']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: the next reader asks again', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValue(['A']);
    const kept = createKeptRead(read);
    await expect(kept.get()).rejects.toThrow('connection lost');
    expect(await kept.get()).toEqual(['A']);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

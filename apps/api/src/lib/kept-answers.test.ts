import { describe, expect, it } from 'vitest';
import { createChangeCount } from '../db/change-count.ts';
import { createKeptAnswers } from './kept-answers.ts';

function setUp(options: { maxEntries?: number; maxBytes?: number; maxAgeMs?: number } = {}) {
  const changes = createChangeCount();
  let clock = 1_000;
  const answers = createKeptAnswers(changes, { ...options, now: () => clock });
  return { changes, answers, later: (ms: number) => (clock += ms) };
}

describe('kept answers', () => {
  it('finds an answer until the database changes', () => {
    const { changes, answers } = setUp();
    answers.keep('a', answers.begin()!, '{"data":1}');
    expect(answers.find('a')?.text).toBe('{"data":1}');
    changes.mark();
    expect(answers.find('a')).toBeUndefined();
    expect(answers.stats().entries).toBe(0);
  });

  it('does not keep an answer whose read overlapped a change', () => {
    const { changes, answers } = setUp();
    const start = answers.begin()!;
    changes.mark();
    expect(answers.keep('a', start, '{"data":1}')).toBeUndefined();
    expect(answers.find('a')).toBeUndefined();
  });

  it('finds nothing older than its age bound, counted from the start of its read', () => {
    const { answers, later } = setUp({ maxAgeMs: 5_000 });
    const start = answers.begin()!;
    later(3_000);
    answers.keep('a', start, '{}');
    later(1_999);
    expect(answers.find('a')).toBeDefined();
    later(1);
    expect(answers.find('a')).toBeUndefined();
  });

  it('keeps and finds nothing while changes elsewhere may go unseen', () => {
    const { changes, answers } = setUp();
    const start = answers.begin()!;
    answers.keep('a', start, '{}');
    changes.setComplete(false);
    expect(answers.begin()).toBeUndefined();
    expect(answers.find('a')).toBeUndefined();
    expect(answers.keep('b', { changes: changes.now(), at: 1_000 }, '{}')).toBeUndefined();
    changes.setComplete(true);
    expect(answers.keep('b', answers.begin()!, '{}')).toBeDefined();
  });

  it('lets the least recently found answer go first past its count of entries', () => {
    const { answers } = setUp({ maxEntries: 2 });
    for (const key of ['a', 'b']) answers.keep(key, answers.begin()!, `"${key}"`);
    answers.find('a');
    answers.keep('c', answers.begin()!, '"c"');
    expect(answers.find('b')).toBeUndefined();
    expect(answers.find('a')?.text).toBe('"a"');
    expect(answers.find('c')?.text).toBe('"c"');
    expect(answers.stats().entries).toBe(2);
  });

  it('counts the compressed forms in its bytes, made once each, and stays within its bytes', () => {
    const { answers } = setUp({ maxBytes: 800 });
    const text = 'x'.repeat(90);
    const kept = answers.keep('a', answers.begin()!, text)!;
    let made = 0;
    const gzip = () => {
      made += 1;
      return Buffer.alloc(10);
    };
    expect(kept.compressed('gzip', gzip)).toBe(kept.compressed('gzip', gzip));
    expect(made).toBe(1);
    expect(answers.stats().bytes).toBe(100);
    for (const key of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) answers.keep(key, answers.begin()!, text);
    expect(answers.stats().bytes).toBeLessThanOrEqual(800);
    expect(answers.find('a')).toBeUndefined();
    // Larger than an eighth of the bytes: not kept at all.
    expect(answers.keep('big', answers.begin()!, 'y'.repeat(101))).toBeUndefined();
  });

  it('replaces the answer under a key read again', () => {
    const { answers } = setUp();
    answers.keep('a', answers.begin()!, '"old"');
    answers.keep('a', answers.begin()!, '"new"');
    expect(answers.find('a')?.text).toBe('"new"');
    expect(answers.stats()).toMatchObject({ entries: 1, bytes: 5 });
  });
});

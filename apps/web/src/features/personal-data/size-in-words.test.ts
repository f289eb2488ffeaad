import { describe, expect, it } from 'vitest';
import { sizeInWords } from './size-in-words';

describe('sizeInWords', () => {
  it.each([
    [0, { unit: 'kilobytes', value: 1 }],
    [450, { unit: 'kilobytes', value: 1 }],
    [245_300, { unit: 'kilobytes', value: 245 }],
    [999_499, { unit: 'kilobytes', value: 999 }],
    [1_000_000, { unit: 'megabytes', value: 1 }],
    [2_449_999, { unit: 'megabytes', value: 2.4 }],
    [23_870_000, { unit: 'megabytes', value: 23.9 }],
  ])('writes %d bytes as %o', (bytes, words) => {
    expect(sizeInWords(bytes)).toEqual(words);
  });
});

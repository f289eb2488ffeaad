import { describe, expect, it } from 'vitest';
import { francsOrNull } from './francs';

describe('sums in CFA francs', () => {
  it('read the thousands separators of every language as such', () => {
    for (const typed of ['150000', '150 000', '150.000', '150,000', '150’000', '150\u202f000', ' 150 000 '])
      expect(francsOrNull(typed), typed).toBe(150_000);
  });

  it('keep an empty field as not given and refuse what is not a sum', () => {
    expect(francsOrNull('  ')).toBeNull();
    expect(francsOrNull('abc')).toBeNaN();
    expect(francsOrNull('-5')).toBeNaN();
    expect(francsOrNull('12e3')).toBeNaN();
  });
});

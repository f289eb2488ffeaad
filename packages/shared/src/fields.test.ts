import { describe, expect, it } from 'vitest';
import { idParamSchema, instantSchema, isoDateSchema, parseInstant, personNameSchema } from './fields';

const name = personNameSchema();
const problem = (value: string) => {
  const result = name.safeParse(value);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message);
};

describe('person names', () => {
  it('accepts names as people write them', () => {
    for (const value of ['Aminatou', "N'Guessan", 'Jean-Baptiste', 'Zoë', 'Ngono Mballa', 'Ñúñez', '李'])
      expect(problem(value), value).toBeUndefined();
    expect(name.parse('  Zoë  ')).toBe('Zoë');
    expect(name.parse('Zoe\u0308')).toBe('Zoë');
  });

  it('refuses line breaks, control characters and reordering marks', () => {
    for (const value of ['Ada\nLovelace', 'Ada\rL', 'A\u0000da', 'Ada\tL', '\u202Eadmin', 'a\u2066b', 'x\u200Fy'])
      expect(problem(value), JSON.stringify(value)).toContain('validation.nameControlCharacters');
  });

  it('refuses what has no letter: invisible characters, digits or punctuation only', () => {
    for (const value of ['\u200B\u200B', '\u2060', '1234', "'-.", '\u3164'])
      expect(problem(value), JSON.stringify(value)).toContain('validation.nameNeedsLetter');
  });
});

describe('ids and dates the database can hold', () => {
  it('keeps ids within 32 bits', () => {
    expect(idParamSchema.safeParse('2147483647').success).toBe(true);
    for (const value of ['2147483648', '99999999999', '0', '-1', '1.5', 'abc'])
      expect(idParamSchema.safeParse(value).success, value).toBe(false);
  });

  it('keeps dates between years 1000 and 9999, with one message for what is no date', () => {
    expect(isoDateSchema.safeParse('2001-02-03').success).toBe(true);
    expect(isoDateSchema.safeParse('0000-01-01').error?.issues.map((i) => i.message)).toEqual([
      'validation.invalidDate',
    ]);
    expect(isoDateSchema.safeParse('275760-09-13').error?.issues).toHaveLength(1);
    expect(instantSchema.safeParse('2031-01-01T00:00:00Z').success).toBe(true);
    expect(instantSchema.safeParse('0999-12-31T00:00:00Z').success).toBe(false);
    expect(parseInstant('2031-01-01')).toEqual(new Date('2031-01-01'));
    for (const raw of ['275760-09-13', '0000-01-01', '+275760-09-13T00:00:00Z', 'yesterday', '2031-13-45'])
      expect(parseInstant(raw), raw).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { inFours, recoveryCodesText } from './code-formats';

describe('inFours', () => {
  it('groups a secret key by four characters, the last group shorter', () => {
    expect(inFours('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });

  it('regroups a key given with spaces, and leaves an empty one empty', () => {
    expect(inFours('JBS WY3 DP')).toBe('JBSW Y3DP');
    expect(inFours('')).toBe('');
  });
});

describe('recoveryCodesText', () => {
  it('writes the heading, a blank line, then one code a line', () => {
    expect(recoveryCodesText('Codes', ['aaaaa-11111', 'bbbbb-22222'])).toBe('Codes\n\naaaaa-11111\nbbbbb-22222\n');
  });
});

import { describe, expect, it } from 'vitest';
import { safeLocalPath, signInPath } from './paths';

describe('paths', () => {
  it('keeps only same-origin paths for backTo and redirect', () => {
    expect(safeLocalPath('/sessions/3?tab=2')).toBe('/sessions/3?tab=2');
    expect(safeLocalPath('//evil.example')).toBeNull();
    expect(safeLocalPath('https://evil.example')).toBeNull();
    expect(safeLocalPath('/\\evil.example')).toBeNull();
    expect(safeLocalPath(null)).toBeNull();
  });

  it('builds the sign-in path with a redirect, never to an auth page', () => {
    expect(signInPath('/users?page=1')).toBe('/auth/sign-in?redirect=%2Fusers%3Fpage%3D1');
    expect(signInPath('/auth/verify')).toBe('/auth/sign-in');
  });
});

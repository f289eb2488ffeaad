import { describe, expect, it } from 'vitest';
import { apiCacheKey, isKeptApiRead, tokenSubject } from './offline-cache-rules';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const bearer = (payload: object) => `Bearer ${base64url({ alg: 'HS256' })}.${base64url(payload)}.c2lnbmF0dXJl`;
const student = bearer({ sub: '12', role: 'STUDENT', ver: 0, exp: 9 });
const admin = bearer({ sub: '1', role: 'ADMIN', ver: 0, exp: 9 });

describe('the API reads the offline app keeps', () => {
  it("keeps an applicant's reads of their application, the session and reference lists", () => {
    for (const path of [
      '/api/applications/mine',
      '/api/sessions/current',
      '/api/applications/4/family',
      '/api/bac-types',
    ]) {
      expect(isKeptApiRead('GET', path, student)).toBe(true);
    }
  });

  it("never keeps an administrator's reads, a visitor's, writes, files, signed links, sign-in or health", () => {
    expect(isKeptApiRead('GET', '/api/applications/mine', admin)).toBe(false);
    expect(isKeptApiRead('GET', '/api/applications/mine', null)).toBe(false);
    expect(isKeptApiRead('GET', '/api/applications/mine', 'Bearer not-a-token')).toBe(false);
    expect(isKeptApiRead('PUT', '/api/applications/4', student)).toBe(false);
    for (const path of [
      '/api/files/documents/a.jpg',
      '/api/documents',
      '/api/documents/application/4',
      '/api/auth/me',
      '/api/users/me/export/size',
      '/api/users/me/export',
    ]) {
      expect(isKeptApiRead('GET', path, student)).toBe(false);
    }
    expect(isKeptApiRead('GET', '/api/health', student)).toBe(false);
    expect(isKeptApiRead('GET', '/api/files/users/avatars/x.webp', student)).toBe(false);
    expect(isKeptApiRead('GET', '/dashboard', student)).toBe(false);
  });

  it('keys each answer by its user, so one applicant never reads the next one’s', () => {
    const other = bearer({ sub: '13', role: 'STUDENT', ver: 0, exp: 9 });
    const url = 'http://localhost/api/applications/mine?x=1';
    expect(apiCacheKey(url, student)).not.toBe(apiCacheKey(url, other));
    expect(apiCacheKey(url, student)).toBe(apiCacheKey(url, bearer({ sub: '12', role: 'STUDENT', ver: 1, exp: 99 })));
    expect(new URL(apiCacheKey(url, student)).searchParams.get('x')).toBe('1');
  });

  it('reads no user from a malformed token', () => {
    expect(tokenSubject(bearer({ sub: 'x', role: 'STUDENT' }))).toBeNull();
    expect(tokenSubject(bearer({ role: 'STUDENT' }))).toBeNull();
    expect(tokenSubject('Bearer a.%%%.c')).toBeNull();
    expect(tokenSubject(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers.ts';

describe('helmetHeaders', () => {
  it('gives the headers helmet sets for the options, the policy written out', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
      strictTransportSecurity: false,
    });
    expect(headers['content-security-policy']).toBe("default-src 'self';object-src 'none'");
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('refuses a policy computed per request, which cannot be worked out once', () => {
    expect(() =>
      helmetHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } },
      }),
    ).toThrow(/per request/);
  });
});

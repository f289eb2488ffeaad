import type { User } from '@portal/shared/accounts';
import type { UserRole } from '@portal/shared/enums';
import { privacyNotice } from '@portal/shared/privacy-notice';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStore, setAuth } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { signOut } from '@/test/sign-in';
import { PrivacyConsentGate } from './privacy-consent-gate';

const current = privacyNotice.version;

function account(role: UserRole, accepted: string | null): User {
  return {
    id: 5,
    firstName: 'Ama',
    lastName: 'Ngono',
    username: 'ama',
    email: 'ama@example.org',
    role,
    active: true,
    accountVerified: true,
    created: '2026-01-10T08:00:00.000Z',
    modified: '2026-01-10T08:00:00.000Z',
    avatar: null,
    locale: 'en',
    student: null,
    privacyNotice: { accepted, current },
    twoFactor: { enabled: false, required: false, recoveryCodesLeft: 0 },
  };
}

type Call = { method: string; url: string; body?: unknown };

/** Signs `user` in as the sign-in answered (without the notice's status: a sign-in kept from before it existed). */
function open(
  user: User,
  { path = '/dashboard', stored = true, answer }: { path?: string; stored?: boolean; answer?: () => Response } = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url: String(url), body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST') return answer?.() ?? Response.json({ data: account(user.role, current) });
      return Response.json({ data: user });
    }),
  );
  const { privacyNotice: status, ...withoutStatus } = user;
  setAuth('token', stored ? { ...withoutStatus, privacyNotice: status } : withoutStatus);
  render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <PrivacyConsentGate>
          <p>The dashboard</p>
        </PrivacyConsentGate>
      </MemoryRouter>
    </TestProviders>,
  );
  return calls;
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['accounts', 'privacy']);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const acceptButton = () => screen.findByRole('button', { name: 'I accept the privacy notice' });

describe('the privacy notice asked of an applicant', () => {
  it('comes before anything else for one who accepted none, and gives way once accepted', async () => {
    const calls = open(account('STUDENT', null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our privacy notice' })).toBeTruthy();
    expect(screen.queryByText('The dashboard')).toBeNull();
    const whole = screen.getByRole('link', { name: 'Read the whole notice (opens in a new tab)' });
    expect(whole.getAttribute('href')).toBe('/about/privacy');
    expect(whole.getAttribute('target')).toBe('_blank');
    fireEvent.click(await acceptButton());
    expect(await screen.findByText('The dashboard')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/users/me/privacy-consent', body: { version: current } },
    ]);
    expect(authStore.get().user?.privacyNotice).toEqual({ accepted: current, current });
  });

  it('tells one who accepted an earlier version that it changed, when and what changed', async () => {
    open(account('STUDENT', '0'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our privacy notice has changed' })).toBeTruthy();
    expect(screen.getByText('The privacy notice changed on Nov 28, 2026. What changed:')).toBeTruthy();
    expect(screen.getByText(/^First version: consent is recorded at sign-up/)).toBeTruthy();
    expect(screen.getByText('Version 1, in force since Nov 28, 2026')).toBeTruthy();
  });

  it('says why when the notice changed again while the screen was open, and keeps asking', async () => {
    const message =
      'The privacy notice has changed since this page was opened: reload the page, read the new version and accept it';
    open(account('STUDENT', null), {
      answer: () =>
        Response.json(
          {
            status: 409,
            code: 'CONFLICT',
            message,
            fieldErrors: [{ field: 'version', code: 'accounts.privacyNoticeOutdated', message }],
          },
          { status: 409 },
        ),
    });
    fireEvent.click(await acceptButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByText('The dashboard')).toBeNull();
  });

  it('asks the account when the sign-in kept on the phone does not say', async () => {
    const calls = open(account('STUDENT', '0'), { stored: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our privacy notice has changed' })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/api/users/me');
  });

  it('lets one reach the account settings without accepting, to download their data or delete the account', async () => {
    open(account('STUDENT', null), { path: '/account/settings/security' });
    expect(await screen.findByText('The dashboard')).toBeTruthy();
  });

  it.each(['ADMIN', 'EVALUATOR'] as const)('never stops %s', async (role) => {
    const calls = open(account(role, null));
    expect(await screen.findByText('The dashboard')).toBeTruthy();
    await waitFor(() => expect(calls).toEqual([]));
  });
});

import { cleanup, createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { SignInPage } from './sign-in-page';

const user = {
  id: 3,
  firstName: 'Ada',
  lastName: 'Admin',
  username: 'ada',
  email: 'ada@example.test',
  role: 'ADMIN',
  active: true,
  accountVerified: true,
  created: '2026-01-10T08:00:00.000Z',
  modified: '2026-01-10T08:00:00.000Z',
  avatar: null,
  locale: 'en',
  student: null,
  privacyNotice: { accepted: '1', current: '1' },
  twoFactor: { enabled: true, required: true, recoveryCodesLeft: 10 },
};
const challenge = (step: 'CODE' | 'ENROL') => ({ step, challenge: `c-${step}`, expiresAt: '2099-01-01T00:00:00Z' });
const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Portal:ada?secret=JBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><path id="qr-test" d="M0 0h7v7H0z"/></svg>',
};
const refusal = (status: number, code: string, message: string) => Response.json({ status, code, message }, { status });

/** The API as the page meets it: each address answers in turn what the test lists for it. */
function answering(answers: Record<string, (() => Response)[]>) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname.replace(/^\/api/, '');
    const next = answers[path]?.shift();
    return next ? next() : Response.json({ data: null });
  });
  vi.stubGlobal('fetch', fetch);
  return (path: string) =>
    fetch.mock.calls
      .filter(([url]) => String(url).endsWith(path))
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

function signInWithPassword() {
  render(
    <TestProviders>
      <MemoryRouter initialEntries={['/auth/sign-in']}>
        <SignInPage />
      </MemoryRouter>
    </TestProviders>,
  );
  fireEvent.change(screen.getByLabelText(/Username or e-mail/), { target: { value: 'ada' } });
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'right-pass-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const codeField = () => screen.getByRole('textbox', { name: /Sign-in code/ }) as HTMLInputElement;
const typeCode = (code: string) => fireEvent.change(codeField(), { target: { value: code } });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['accounts', 'two-factor']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ token: null, user: null });
});

describe('the code step of the app’s sign-in', () => {
  it('asks for the code in one field after the right password, says a wrong one on it, and signs in', async () => {
    const sent = answering({
      '/auth/sign-in': [() => Response.json({ data: challenge('CODE') })],
      '/auth/sign-in/code': [
        () => refusal(401, 'INVALID_CREDENTIALS', 'This code is not right.'),
        () => Response.json({ data: { user, token: 'signed.in.token' } }),
      ],
    });
    signInWithPassword();
    await waitFor(() => expect(document.activeElement).toBe(codeField()));
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
    // Pasting is the browser's: nothing stops it.
    const paste = createEvent.paste(codeField());
    fireEvent(codeField(), paste);
    expect(paste.defaultPrevented).toBe(false);

    typeCode('654 321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(codeField().getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(codeField())).toContain('This code is not right.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(codeField().value).toBe('');
    expect(authStore.get().token).toBeNull();

    typeCode('123-456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(authStore.get().token).toBe('signed.in.token'));
    expect(sent('/auth/sign-in/code')).toEqual([
      { challenge: 'c-CODE', code: '654321' },
      { challenge: 'c-CODE', code: '123456' },
    ]);
  });

  it('takes a recovery code in the same field once asked, with its own hint and keyboard', async () => {
    const sent = answering({
      '/auth/sign-in': [() => Response.json({ data: challenge('CODE') })],
      '/auth/sign-in/code': [() => Response.json({ data: { user, token: 'recovered.token' } })],
    });
    signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(codeField().getAttribute('inputmode')).toBe('text');
    expect(screen.getByText(/One of your recovery codes/)).toBeTruthy();
    typeCode(' ABCDE-12345 ');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(authStore.get().token).toBe('recovered.token'));
    expect(sent('/auth/sign-in/code')).toEqual([{ challenge: 'c-CODE', code: 'abcde12345' }]);
  });

  it('refuses a code of the wrong shape on its field before sending it', async () => {
    const sent = answering({ '/auth/sign-in': [() => Response.json({ data: challenge('CODE') })] });
    signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    typeCode('12345');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(codeField().getAttribute('aria-invalid')).toBe('true'));
    expect(sent('/auth/sign-in/code')).toEqual([]);
  });

  it('tells the wait after too many codes, on the field', async () => {
    const message = 'Too many attempts; try again in 600 seconds';
    answering({
      '/auth/sign-in': [() => Response.json({ data: challenge('CODE') })],
      '/auth/sign-in/code': [() => refusal(429, 'RATE_LIMITED', message)],
    });
    signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(errorOf(codeField())).toContain(message));
  });
});

describe('an enrolment at the app’s sign-in', () => {
  it('shows what the app needs, confirms a code, then opens only once the recovery codes are kept', async () => {
    const sent = answering({
      '/auth/sign-in': [() => Response.json({ data: challenge('ENROL') })],
      '/auth/sign-in/enrol': [() => Response.json({ data: setup })],
      '/auth/sign-in/enrol/confirm': [
        () => Response.json({ data: { user, token: 'enrolled.token', recoveryCodes: ['abcde-12345', 'fghij-67890'] } }),
      ],
    });
    signInWithPassword();
    const qr = (await screen.findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    })) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(document.getElementById('qr-test')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(sent('/auth/sign-in/enrol')).toEqual([{ challenge: 'c-ENROL' }]);

    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await screen.findByRole('heading', { level: 1, name: 'Keep your recovery codes' });
    expect(sent('/auth/sign-in/enrol/confirm')).toEqual([{ challenge: 'c-ENROL', code: '123456' }]);
    expect(screen.getByText('abcde-12345')).toBeTruthy();
    const go = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    expect(authStore.get().token).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have kept these codes somewhere safe' }));
    fireEvent.click(go);
    expect(authStore.get().token).toBe('enrolled.token');
  });

  it('asks for the password again, saying why, when the second step came too late', async () => {
    answering({
      '/auth/sign-in': [() => Response.json({ data: challenge('CODE') })],
      '/auth/sign-in/code': [() => refusal(401, 'TOKEN_EXPIRED', 'Too late: sign in again.')],
    });
    signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Too late: sign in again.');
    expect((screen.getByLabelText(/Username or e-mail/) as HTMLInputElement).value).toBe('ada');
    expect((screen.getByLabelText(/^Password/, { selector: 'input' }) as HTMLInputElement).value).toBe('');
  });
});

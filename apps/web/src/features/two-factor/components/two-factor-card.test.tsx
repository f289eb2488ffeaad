import type { User } from '@portal/shared/accounts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { signInAs } from '@/test/sign-in';
import { TwoFactorCard } from './two-factor-card';
import { TwoFactorResetCard } from './two-factor-reset-card';

const person = (twoFactor: User['twoFactor'], id = 7): User => ({
  id,
  firstName: 'Ursula',
  lastName: 'Keller',
  username: 'ursula',
  email: 'ursula@example.test',
  role: 'EVALUATOR',
  active: true,
  accountVerified: true,
  avatar: null,
  locale: 'en',
  student: null,
  created: '2026-01-10T08:00:00.000Z',
  modified: '2026-01-10T08:00:00.000Z',
  privacyNotice: { accepted: '1', current: '1' },
  twoFactor,
});
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSW',
  otpauthUrl: 'otpauth://totp/Portal:ursula?secret=JBSWY3DPEHPK3PXPJBSW',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><path id="qr-test" d="M0 0h7v7H0z"/></svg>',
};

/** The API as the section meets it: each call (method and path) answers in turn what the test lists for it. */
function answering(answers: Record<string, (() => Response)[]>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname.replace(/^\/api/, '');
    const next = answers[`${init?.method ?? 'GET'} ${path}`]?.shift();
    return next ? next() : Response.json({ data: null });
  });
  vi.stubGlobal('fetch', fetch);
  return (call: string) =>
    fetch.mock.calls
      .filter(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://localhost').pathname}` === call)
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}
const wrongCode = () =>
  Response.json(
    {
      status: 400,
      code: 'WRONG_CODE',
      message: 'This code is wrong',
      fieldErrors: [{ field: 'code', code: 'WRONG_CODE', message: 'This code is wrong or was already used.' }],
    },
    { status: 400 },
  );

const show = (node: React.ReactNode) => render(<TestProviders>{node}</TestProviders>);
const codeField = () => screen.getByRole('textbox', { name: /Sign-in code/ });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['two-factor', 'accounts', 'common']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ token: null, user: null });
});

describe('the account settings’ two-step sign-in', () => {
  it('sets it up: the QR code as an image, the key in fours, a wrong code on the field, then the codes to keep', async () => {
    signInAs('EVALUATOR', 7);
    const sent = answering({
      'POST /users/me/two-factor': [() => Response.json({ data: setup })],
      'POST /users/me/two-factor/confirm': [
        wrongCode,
        () => Response.json({ data: { recoveryCodes: ['abcde-12345', 'fghij-67890'] } }),
      ],
    });
    show(<TwoFactorCard user={person({ enabled: false, required: false, recoveryCodesLeft: 0 })} />);
    expect(screen.getByText(/Your password alone signs you in/)).toBeTruthy();
    press('Set it up');
    const qr = (await screen.findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    })) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(document.getElementById('qr-test')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open it in your authenticator app/ }).getAttribute('href')).toBe(
      setup.otpauthUrl,
    );

    fireEvent.change(codeField(), { target: { value: '111 111' } });
    press('Turn on');
    await waitFor(() => expect(codeField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This code is wrong or was already used.')).toBeTruthy();
    fireEvent.change(codeField(), { target: { value: '222222' } });
    press('Turn on');
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abcde-12345', 'fghij-67890']);
    expect(sent('POST /api/users/me/two-factor/confirm')).toEqual([{ code: '111111' }, { code: '222222' }]);
    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have kept these codes somewhere safe' }));
    fireEvent.click(done);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('while required, makes new recovery codes with a code of the app and offers no way to turn it off', async () => {
    signInAs('ADMIN', 7);
    const sent = answering({
      'POST /users/me/two-factor/recovery-codes': [() => Response.json({ data: { recoveryCodes: ['klmno-13579'] } })],
    });
    show(
      <TwoFactorCard user={{ ...person({ enabled: true, required: true, recoveryCodesLeft: 3 }), role: 'ADMIN' }} />,
    );
    expect(screen.getByText(/3 recovery codes left/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    press('New recovery codes');
    await waitFor(() => expect(document.activeElement).toBe(codeField()));
    fireEvent.change(codeField(), { target: { value: '123456' } });
    press('Make new codes');
    expect(await screen.findByText('klmno-13579')).toBeTruthy();
    expect(sent('POST /api/users/me/two-factor/recovery-codes')).toEqual([{ code: '123456' }]);
  });

  it('turns it off with the password where it is not required', async () => {
    signInAs('EVALUATOR', 7);
    const sent = answering({
      'DELETE /users/me/two-factor': [
        () => Response.json({ data: person({ enabled: false, required: false, recoveryCodesLeft: 0 }) }),
      ],
    });
    show(<TwoFactorCard user={person({ enabled: true, required: false, recoveryCodesLeft: 10 })} />);
    press('Turn off');
    const password = screen.getByLabelText(/Current password/, { selector: 'input' });
    await waitFor(() => expect(document.activeElement).toBe(password));
    fireEvent.change(password, { target: { value: 'the-password-1' } });
    press('Turn off two-step sign-in');
    await waitFor(() => expect(sent('DELETE /api/users/me/two-factor')).toEqual([{ password: 'the-password-1' }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn off two-step sign-in' })).toBeNull());
  });
});

describe('an administrator’s reset of a person’s second factor', () => {
  it('is confirmed first, then called, and said done', async () => {
    signInAs('ADMIN', 1);
    const sent = answering({
      'DELETE /users/7/two-factor': [
        () => Response.json({ data: person({ enabled: false, required: true, recoveryCodesLeft: 0 }) }),
      ],
    });
    show(
      <TwoFactorResetCard
        user={person({ enabled: true, required: true, recoveryCodesLeft: 4 })}
        name="Ursula Keller"
      />,
    );
    expect(screen.getByText('On, with 4 recovery codes left.')).toBeTruthy();
    press('Reset the second factor');
    const dialog = await screen.findByRole('dialog', { name: 'Reset the second factor of Ursula Keller?' });
    expect(within(dialog).getByText(/The reset is recorded in the audit/)).toBeTruthy();
    expect(sent('DELETE /api/users/7/two-factor')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset the second factor' }));
    await waitFor(() => expect(sent('DELETE /api/users/7/two-factor')).toHaveLength(1));
    expect(await screen.findByText(/The second factor of Ursula Keller has been reset/)).toBeTruthy();
  });

  it('is not offered on the administrator’s own page', () => {
    signInAs('ADMIN', 7);
    show(<TwoFactorResetCard user={person({ enabled: true, required: true, recoveryCodesLeft: 4 })} name="Me" />);
    expect(screen.queryByRole('button', { name: 'Reset the second factor' })).toBeNull();
  });
});

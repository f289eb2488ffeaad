import type { AuthFormOutcome } from '@portal/shared/public-pages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublicPage } from '@/server/render-public-page';
import { testRenderInput } from '@/server/test-page-data';
import { enhancePage } from './enhancements';

const render = (url: string, auth?: AuthFormOutcome) => renderPublicPage(testRenderInput({ url, auth })) ?? '';
/** The server's answer to the script's post: the page's part alone, and the header that says so. */
const answer = (url: string, auth: AuthFormOutcome, status = 200) =>
  new Response(renderPublicPage(testRenderInput({ url, auth, partOnly: true })), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-page-part': 'content' },
  });

/** Puts sign-in or sign-up exactly as the server renders it into the document, at `url`, then runs the page's script. */
function openPage(url: string, auth?: AuthFormOutcome) {
  window.history.replaceState(null, '', url);
  const parsed = new DOMParser().parseFromString(render(url, auth), 'text/html');
  const root = document.documentElement;
  for (const attribute of [...parsed.documentElement.attributes]) root.setAttribute(attribute.name, attribute.value);
  root.innerHTML = parsed.documentElement.innerHTML;
  const navigation = { reload: vi.fn(), replace: vi.fn<(url: string) => void>() };
  enhancePage(navigation);
  return navigation;
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
/** Lets the script's fetch and its answer run. */
const settle = () => vi.waitFor(() => expect(submitButton().hasAttribute('aria-disabled')).toBe(false));

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the script of the server-rendered sign-in and sign-up', () => {
  it('keeps the token the server handed over where the app reads it, and opens where the visitor was going', () => {
    const signedIn = { token: 'a.b.c', user: { id: 4, role: 'STUDENT', firstName: 'Awa' } };
    const navigation = openPage('/auth/sign-in?redirect=%2Fapplications%2F3', { values: { login: 'awa' }, signedIn });
    expect(JSON.parse(window.localStorage.getItem('portal.auth') ?? 'null')).toEqual(signedIn);
    expect(navigation.replace).toHaveBeenCalledWith('/applications/3');
  });

  it("keeps the page's language as the app's, so the app's first page can ask its reads early", () => {
    const signedIn = { token: 'a.b.c', user: { id: 4, role: 'STUDENT', firstName: 'Awa' } };
    openPage('/auth/sign-in', { values: {}, signedIn });
    expect(document.documentElement.getAttribute('data-rendered-lang')).toBe('en');
    expect(window.localStorage.getItem('portal.lang')).toBe('en');
  });

  it('opens the dashboard for a redirect that would leave the site', () => {
    const signedIn = { token: 'a.b.c', user: { id: 4 } };
    const navigation = openPage('/auth/sign-in?redirect=%2F%2Fevil.example', { values: {}, signedIn });
    expect(navigation.replace).toHaveBeenCalledWith('/dashboard');
  });

  it('sends a visitor already signed in on this device on, as the app does', () => {
    window.localStorage.setItem('portal.auth', JSON.stringify({ token: 't', user: { id: 1 } }));
    expect(openPage('/auth/sign-up').replace).toHaveBeenCalledWith('/dashboard');
  });

  it('posts the form, shows the answer in place with what was typed, and puts the cursor on the field to correct', async () => {
    openPage('/auth/sign-up');
    input('firstName').value = 'Awa';
    input('username').value = 'taken';
    input('password').value = 'Secret-2026';
    input('confirmPassword').value = 'Secret-2026';
    const conflict = answer(
      '/auth/sign-up',
      {
        values: { firstName: 'Awa', username: 'taken' },
        error: {
          status: 409,
          code: 'CONFLICT',
          message: 'Taken',
          fieldErrors: [{ field: 'username', code: 'TAKEN', message: 'This username is taken.' }],
        },
      },
      409,
    );
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(conflict);
    submitButton().click();
    // While it waits, the button says so and keeps the focus it may hold.
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(submitButton().disabled).toBe(false);
    await settle();
    const [address, init] = fetch.mock.calls[0]!;
    expect(String(address)).toMatch(/\/auth\/sign-up$/);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-page-part')).toBe('content');
    expect(new URLSearchParams(String(init?.body)).get('username')).toBe('taken');
    expect(document.body.textContent).toContain('This username is taken.');
    expect(input('username').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('username'));
    // The server never sends a password back; the script puts back what was typed.
    expect(input('password').value).toBe('Secret-2026');
    expect(input('confirmPassword').value).toBe('Secret-2026');
    expect(input('firstName').value).toBe('Awa');
  });

  it('asks for the password again after a refused sign-in', async () => {
    openPage('/auth/sign-in');
    input('login').value = 'awa';
    input('password').value = 'wrong-password';
    const refusal = answer(
      '/auth/sign-in',
      {
        values: { login: 'awa' },
        error: { status: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong login or password.' },
      },
      401,
    );
    vi.spyOn(window, 'fetch').mockResolvedValue(refusal);
    submitButton().click();
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Wrong login or password.');
    expect(input('login').value).toBe('awa');
    expect(input('password').value).toBe('');
    expect(document.activeElement).toBe(input('password'));
  });

  it('says there is no network, keeps what was typed and lets the visitor try again', async () => {
    openPage('/auth/sign-in');
    input('login').value = 'awa';
    input('password').value = 'a-password-123';
    vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    submitButton().focus();
    submitButton().click();
    await settle();
    // The focus stays where the visitor left it.
    expect(document.activeElement).toBe(submitButton());
    const alerts = document.querySelectorAll('[data-offline-shown]');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.getAttribute('role')).toBe('alert');
    expect(alerts[0]?.textContent).toBe('You are offline: nothing was sent; your input is kept.');
    expect(input('login').value).toBe('awa');
    expect(input('password').value).toBe('a-password-123');
    // A second try shows one notice, not two.
    submitButton().click();
    await settle();
    expect(document.querySelectorAll('[data-offline-shown]')).toHaveLength(1);
  });

  it('hands the token over from the answer without leaving the page first', async () => {
    const navigation = openPage('/auth/sign-in?redirect=%2Fusers');
    input('login').value = 'admin';
    input('password').value = 'right-password';
    const signedIn = { token: 'x.y.z', user: { id: 1, role: 'ADMIN' } };
    vi.spyOn(window, 'fetch').mockResolvedValue(answer('/auth/sign-in', { values: {}, signedIn }));
    submitButton().click();
    await vi.waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/users'));
    expect(JSON.parse(window.localStorage.getItem('portal.auth') ?? 'null')).toEqual(signedIn);
  });

  it('lets the browser post the form when the answer is not the form’s part (the server fell back to the app)', async () => {
    openPage('/auth/sign-in');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response('<!doctype html><div id="root"></div>'));
    submitButton().click();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });

  it('shows and hides the password, and names the button for what it will do', () => {
    openPage('/auth/sign-in');
    const toggle = document.querySelector<HTMLButtonElement>('button[data-label-show]')!;
    expect(toggle.getAttribute('aria-label')).toBe('Show the password');
    expect(toggle.type).toBe('button');
    toggle.click();
    expect(input('password').type).toBe('text');
    expect(toggle.getAttribute('aria-label')).toBe('Hide the password');
    expect(toggle.querySelector('[data-password-icon="hide"]')?.hasAttribute('display')).toBe(false);
    expect(toggle.querySelector('[data-password-icon="show"]')?.getAttribute('display')).toBe('none');
    toggle.click();
    expect(input('password').type).toBe('password');
    expect(toggle.getAttribute('aria-label')).toBe('Show the password');
  });
});

describe('the second step of the server-rendered sign-in', () => {
  const challenge = 'challenge-token-1';
  const codeStep: AuthFormOutcome = { values: {}, secondFactor: { step: 'CODE', challenge } };
  /** A QR code as the API's SVG would be: the page must show it as an image, never as markup. */
  const setup = {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
    otpauthUrl: 'otpauth://totp/Portal:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Portal',
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path id="qr-test" d="M0 0h7v7H0z"/></svg>',
  };
  const enrolStep: AuthFormOutcome = { values: {}, secondFactor: { step: 'ENROL', challenge, setup } };
  const codeInput = () => input('code');
  const posted = (fetch: { mock: { calls: unknown[][] } }, call = 0) =>
    new URLSearchParams(String((fetch.mock.calls[call]?.[1] as RequestInit | undefined)?.body));

  it('follows a right password with the code step in place, the cursor in its one field', async () => {
    openPage('/auth/sign-in');
    input('login').value = 'admin';
    input('password').value = 'right-password';
    vi.spyOn(window, 'fetch').mockResolvedValue(answer('/auth/sign-in', codeStep));
    submitButton().click();
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('Enter your code');
    expect(input('challenge').type).toBe('hidden');
    expect(input('challenge').value).toBe(challenge);
    expect(input('step').value).toBe('CODE');
    // One input for the whole code (no box per digit): the phone offers digits and the code it knows.
    expect(document.querySelectorAll('form input:not([type="hidden"])')).toHaveLength(1);
    expect(codeInput().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeInput().getAttribute('inputmode')).toBe('numeric');
    expect(codeInput().labels?.[0]?.textContent).toMatch(/^Sign-in code/);
    expect(document.activeElement).toBe(codeInput());
  });

  it('posts the challenge with the code, and says a refused code on the field, the cursor back in it', async () => {
    openPage('/auth/sign-in', codeStep);
    codeInput().value = '123 456';
    const refusal = answer(
      '/auth/sign-in',
      { ...codeStep, error: { status: 401, code: 'INVALID_CREDENTIALS', message: 'This code is not right.' } },
      401,
    );
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(refusal);
    submitButton().click();
    await settle();
    expect(Object.fromEntries(posted(fetch))).toMatchObject({ challenge, step: 'CODE', code: '123 456', kind: 'app' });
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    const described = codeInput().getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('This code is not right.');
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(codeInput().value).toBe('');
    expect(document.activeElement).toBe(codeInput());
  });

  it('tells the wait after too many codes, on the field', () => {
    const message = 'Too many attempts; try again in 600 seconds';
    openPage('/auth/sign-in', { ...codeStep, error: { status: 429, code: 'RATE_LIMITED', message } });
    const described = codeInput().getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
  });

  it('switches the same field to a recovery code in place, and posts which kind was typed', async () => {
    openPage('/auth/sign-in', codeStep);
    await vi.dynamicImportSettled();
    const toggle = document.querySelector<HTMLButtonElement>('button[data-code-kind-switch]')!;
    expect(toggle.textContent).toBe('Use a recovery code');
    // After the button that sends the code: Enter in the field never switches.
    expect(submitButton().compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const fetch = vi.spyOn(window, 'fetch');
    toggle.click();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelector('[data-code-hint]')?.textContent).toMatch(/recovery codes/);
    expect(codeInput().getAttribute('inputmode')).toBe('text');
    expect(input('kind').value).toBe('recovery');
    expect(toggle.textContent).toBe('Use the code from your app');
    expect(document.activeElement).toBe(codeInput());
    toggle.click();
    expect(input('kind').value).toBe('app');
    expect(codeInput().getAttribute('inputmode')).toBe('numeric');
  });

  it('posts the switch to a recovery code as a button of the form until the code that switches in place has come', async () => {
    openPage('/auth/sign-in', codeStep);
    const switched = answer('/auth/sign-in', { ...codeStep, values: { kind: 'recovery' } });
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(switched);
    // The click comes before the second step's code: the form is posted, the switch's value with it.
    document.querySelector<HTMLButtonElement>('button[data-code-kind-switch]')?.click();
    await settle();
    expect(Object.fromEntries(posted(fetch))).toMatchObject({ challenge, switchTo: 'recovery' });
    expect(input('kind').value).toBe('recovery');
  });

  it('comes back from a post in the recovery code’s hint (the switch without script)', () => {
    openPage('/auth/sign-in', { ...codeStep, values: { kind: 'recovery' } });
    expect(input('kind').value).toBe('recovery');
    expect(codeInput().getAttribute('inputmode')).toBe('text');
    expect(document.querySelector('[data-code-hint]')?.textContent).toMatch(/recovery codes/);
  });

  it('shows an enrolment: the QR code as an image, the key in fours to copy, the cursor left above the field', async () => {
    openPage('/auth/sign-in');
    input('login').value = 'admin';
    input('password').value = 'right-password';
    vi.spyOn(window, 'fetch').mockResolvedValue(answer('/auth/sign-in', enrolStep));
    submitButton().click();
    await settle();
    const qr = document.querySelector<HTMLImageElement>('img[src^="data:image/svg+xml"]')!;
    expect(qr.alt).toBe('QR code to scan with your authenticator app');
    expect(decodeURIComponent(qr.src.slice(qr.src.indexOf(',') + 1))).toBe(setup.qrSvg);
    expect(document.getElementById('qr-test')).toBeNull();
    expect(document.querySelector('[data-secret-key]')?.textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(document.querySelector('a[href^="otpauth:"]')?.getAttribute('href')).toBe(setup.otpauthUrl);
    expect(input('step').value).toBe('ENROL');
    expect(document.activeElement).not.toBe(codeInput());
    expect(document.activeElement?.tagName).toBe('MAIN');

    await vi.dynamicImportSettled();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const copy = document.querySelector<HTMLButtonElement>('button[data-copy]')!;
    expect(copy.textContent).toBe('Copy the key');
    copy.click();
    await vi.waitFor(() => expect(copy.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(setup.secret);
  });

  it('shows the recovery codes once enrolled, and hands the sign-in over only once they are said to be kept', async () => {
    const signedIn = { token: 'x.y.z', user: { id: 1, role: 'ADMIN' } };
    const recoveryCodes = ['abcde-12345', 'fghij-67890'];
    const navigation = openPage('/auth/sign-in?redirect=%2Fusers', { values: {}, signedIn, recoveryCodes });
    await vi.dynamicImportSettled();
    expect(navigation.replace).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('portal.auth')).toBeNull();
    const list = document.querySelector('ol[aria-label="Recovery codes"]');
    expect([...(list?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual(recoveryCodes);
    const download = document.querySelector<HTMLAnchorElement>('a[download]')!;
    expect(download.getAttribute('download')).toBe('recovery-codes.txt');
    expect(decodeURIComponent(download.href.slice(download.href.indexOf(',') + 1))).toContain(
      'abcde-12345\nfghij-67890\n',
    );
    const box = input('kept');
    const go = submitButton();
    expect(go.disabled).toBe(true);
    box.click();
    expect(go.disabled).toBe(false);
    go.click();
    expect(navigation.replace).toHaveBeenCalledWith('/users');
    expect(JSON.parse(window.localStorage.getItem('portal.auth') ?? 'null')).toEqual(signedIn);
  });
});

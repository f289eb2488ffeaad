import { privacyNotice } from '@portal/shared/privacy-notice';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { ensureValidationMessages } from '@/lib/zod-form';
import { TestProviders } from '@/test/providers';
import { SignUpPage } from './sign-up-page';

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['accounts']);
  await ensureValidationMessages();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return Response.json({ data: { message: 'sent' } }, { status: 201 });
    }),
  );
  render(
    <TestProviders>
      <MemoryRouter initialEntries={['/auth/sign-up']}>
        <SignUpPage />
      </MemoryRouter>
    </TestProviders>,
  );
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
  type(/^First name/, 'Ama');
  type(/^Last name/, 'Ngono');
  type(/^Username/, 'amangono');
  type(/^E-mail address/, 'ama@example.org');
  type(/^Password/, 'Harbour-lights-2931');
  type(/^Confirm the password/, 'Harbour-lights-2931');
  return sent;
}

describe('the sign-up form’s privacy notice box', () => {
  it('links the notice in a new tab, so that what was typed stays', () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'Read the privacy notice (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/about/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('must be ticked: left empty, the form says so on the box and sends nothing', async () => {
    const sent = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    const box = screen.getByRole('checkbox', { name: 'I have read the privacy notice and accept it' });
    const message = await screen.findByText('Tick the box to accept the privacy notice');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('sends the version of the notice accepted', async () => {
    const sent = renderPage();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read the privacy notice and accept it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ username: 'amangono', privacyNoticeVersion: privacyNotice.version });
    expect(await screen.findByText(/We sent a confirmation link to ama@example.org/)).toBeTruthy();
  });
});

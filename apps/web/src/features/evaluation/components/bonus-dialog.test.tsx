import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { ensureValidationMessages } from '@/lib/zod-form';
import { TestProviders } from '@/test/providers';
import { BonusDialog } from './bonus-dialog';

function renderDialog(initial = { bonus: null as number | null, bonusReason: null as string | null }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (String(url).includes('/bonus')) sent.push(JSON.parse(String(init.body)));
      return Response.json({ status: 404, code: 'NOT_FOUND', message: 'Application not found' }, { status: 404 });
    }),
  );
  render(
    <TestProviders>
      <BonusDialog applicationId={12} opened onClose={() => undefined} initial={initial} />
    </TestProviders>,
  );
  return sent;
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('evaluation');
  await ensureValidationMessages();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the bonus dialog', () => {
  it('refuses by the shared rule, field by field, and sends nothing', async () => {
    const sent = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Committee bonus' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(within(dialog).getByText('A bonus needs a written reason')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Points/), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be less than or equal to 5')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Points/), { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be a whole number')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the points with the reason, and shows the server’s refusal in the dialog', async () => {
    const sent = renderDialog({ bonus: 2, bonusReason: 'Orphan' });
    const dialog = await screen.findByRole('dialog', { name: 'Committee bonus' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Orphan, verified  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ bonus: 2, bonusReason: 'Orphan, verified' }]));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Application not found');
  });
});

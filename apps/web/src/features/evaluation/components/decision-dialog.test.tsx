import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { DecisionDialog } from './decision-dialog';

type Sent = { url: string; method: string; body: unknown };

function renderDialog(decision: 'APPROVED' | 'REJECTED' | 'PENDING') {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!String(url).includes('/approbation')) return Response.json({ data: { status: 'ok' } });
      sent.push({ url: String(url), method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
      return Response.json({ status: 'error', code: 'NOT_FOUND', message: 'Application not found' }, { status: 404 });
    }),
  );
  const onClose = vi.fn();
  render(
    <TestProviders>
      <DecisionDialog applicationId={12} decision={decision} candidateName="Aïcha Mballa" onClose={onClose} />
    </TestProviders>,
  );
  return { sent, onClose };
}

beforeAll(async () => {
  // The reason's box grows with its text and listens for fonts loading, which jsdom lacks.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('evaluation');
});
afterEach(() => authStore.set({ token: null, user: null }));

describe('the decision dialog', () => {
  it('asks for the reason of a rejection before sending anything', async () => {
    const { sent } = renderDialog('REJECTED');
    const dialog = await screen.findByRole('dialog', { name: 'Reject the application' });
    expect(dialog.textContent).toContain('Reject Aïcha Mballa?');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Give the reason for the rejection.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the reason and whether the applicant may submit again, and shows the server’s refusal in place', async () => {
    const { sent, onClose } = renderDialog('REJECTED');
    fireEvent.change(await screen.findByLabelText(/Reason for the rejection/), {
      target: { value: '  Transcript unreadable  ' },
    });
    fireEvent.click(screen.getByLabelText(/The applicant may correct the application and submit it again/));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: expect.stringContaining('/api/applications/12/approbation'),
      method: 'PATCH',
      body: { status: 'REJECTED', reason: 'Transcript unreadable', resubmissionAllowed: true },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Application not found');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('approves or takes back with the decision alone, after the confirmation', async () => {
    const { sent } = renderDialog('PENDING');
    expect((await screen.findByRole('dialog', { name: 'Take the decision back' })).textContent).toContain(
      'It becomes pending again.',
    );
    expect(screen.queryByLabelText(/Reason/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ status: 'PENDING' });
  });
});

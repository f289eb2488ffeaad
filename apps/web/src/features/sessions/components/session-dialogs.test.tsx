import type { Session } from '@portal/shared/sessions';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { ensureValidationMessages } from '@/lib/zod-form';
import { testPageData } from '@/server/test-page-data';
import { TestProviders } from '@/test/providers';
import { SessionFormModal } from './session-form-modal';
import { SessionStatusModal } from './session-status-modal';

const { phase: _phase, ongoing: _ongoing, now: _now, ...current } = testPageData().currentSession!;
const session: Session = {
  ...current,
  endDate: '2026-11-30T22:00:00.000Z',
  publicationDate: '2026-12-15',
  acceptanceDays: 7,
};

function stubApi() {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method && init.method !== 'GET')
        sent.push({ url: String(url), method: init.method, body: init.body ? JSON.parse(String(init.body)) : null });
      return Response.json({ data: session });
    }),
  );
  return sent;
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['sessions', 'common']);
  await ensureValidationMessages();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('closing a session', () => {
  it('says that it publishes the list, mails every candidate and starts each place’s deadline, before it is done', async () => {
    const sent = stubApi();
    render(
      <TestProviders>
        <SessionStatusModal session={session} onClose={() => undefined} />
      </TestProviders>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Closing publishes the decisions')).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Closed/ }));
    const warning = within(dialog)
      .getByText('Closing publishes the decisions')
      .closest('[role="alert"], .mantine-Alert-root')!;
    expect(warning.textContent).toContain('is published');
    expect(warning.textContent).toContain('Every candidate of the session receives a mail');
    expect(warning.textContent).toContain('7 days to accept it');
    expect(warning.textContent).toContain('cannot be undone');
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close and publish' }));
    await waitFor(() =>
      expect(sent.map((call) => call.url)).toEqual([expect.stringContaining('/sessions/4/status/CLOSED')]),
    );
  });
});

describe('the session form', () => {
  it('edits the announced publication date, refuses one before the end, and sends none when emptied', async () => {
    const sent = stubApi();
    render(
      <TestProviders>
        <SessionFormModal opened onClose={() => undefined} session={session} />
      </TestProviders>,
    );
    const field = await screen.findByLabelText('Announced publication date');
    expect((field as HTMLInputElement).value).toBe('2026-12-15');
    fireEvent.change(field, { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The publication date cannot be before the end of the session')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { publicationDate: null } });
  });
});

describe('the session form’s selection settings', () => {
  it('says what the interview’s share means as it is typed, and sends the share, the panel size and the choice', async () => {
    const sent = stubApi();
    render(
      <TestProviders>
        <SessionFormModal opened onClose={() => undefined} session={session} />
      </TestProviders>,
    );
    const weight = await screen.findByLabelText(/Interview’s share of the final score/);
    expect(screen.getByText('With 0%, there are no interviews: the final score is the total score.')).toBeTruthy();
    fireEvent.change(weight, { target: { value: '40' } });
    expect(
      await screen.findByText(
        'The final score of an interviewed candidate will be 60% of the total score and 40% of the panel’s score.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Evaluators per interview/), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('radio', { name: 'The mean corrected for each evaluator’s severity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be less than or equal to 5')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Evaluators per interview/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ interviewWeight: 40, panelSize: 3, correctSeverity: true });
    expect(sent[0]!.body).not.toHaveProperty('panelMean');
  });
});

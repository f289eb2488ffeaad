import type { PreselectionPreview } from '@portal/shared/selection';
import type { Session } from '@portal/shared/sessions';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStore, setAuth } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { ensureValidationMessages } from '@/lib/zod-form';
import { TestProviders } from '@/test/providers';
import { PreselectionAction } from './preselection-action';
import { PreselectionDialog } from './preselection-dialog';

const day = 24 * 3600_000;
const ended = new Date(Date.now() - day).toISOString();
const session = (values: Partial<Session> = {}) =>
  ({ id: 4, status: 'OPEN', endDate: ended, candidatesToSelect: 3, ...values }) as Session;

/** The preview the server would answer for a count: 3 asked bring in 5 through a tie at 62.5. */
function previewOf(count: number): PreselectionPreview {
  if (count <= 3)
    return {
      competing: 9,
      cutScore: 62.5,
      preselected: 5,
      tiedAtCut: 5 - count,
      byType: { NEW: 3, OLD: 1, OLD_ENDING: 1 },
      joining: 5,
      leaving: 0,
      blocked: 0,
    };
  return {
    competing: 9,
    cutScore: 48,
    preselected: count,
    tiedAtCut: 0,
    byType: { NEW: count - 2, OLD: 1, OLD_ENDING: 1 },
    joining: count,
    leaving: 0,
    blocked: 0,
  };
}

type Call = { method: string; path: string; count: string | null; body: unknown };

function renderDialog(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  const onClose = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const address = new URL(String(url), location.href);
      const call = {
        method: init.method ?? 'GET',
        path: address.pathname,
        count: address.searchParams.get('count'),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      if (!call.path.includes('/preselection')) return Response.json({ data: { status: 'ok' } });
      calls.push(call);
      const given = answer(call);
      if (given) return given;
      if (call.method === 'POST') return Response.json({ data: { preselected: 5, cutScore: 62.5 } });
      return Response.json({ data: previewOf(Number(call.count)) });
    }),
  );
  render(
    <TestProviders>
      <PreselectionDialog session={session()} opened onClose={onClose} />
    </TestProviders>,
  );
  return { calls, onClose };
}

const previews = (calls: Call[]) => calls.filter((call) => call.method === 'GET').map((call) => call.count);

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['candidates', 'glossary', 'common']);
  await ensureValidationMessages();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ token: null, user: null });
});

describe('the preselection dialog', () => {
  it('suggests twice the places and shows, before confirming, the cut, the tie, the types and what changes', async () => {
    const { calls } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Preselect candidates for interviews' });
    expect((within(dialog).getByLabelText(/How many candidates to interview/) as HTMLInputElement).value).toBe('6');
    fireEvent.change(within(dialog).getByLabelText(/How many candidates/), { target: { value: '3' } });
    const preview = within(dialog).getByTestId('preselection-preview');
    expect(
      await within(preview).findByText(
        '2 more candidates share the cut score of 62.5: 5 are preselected rather than 3.',
      ),
    ).toBeTruthy();
    const value = (label: string) => within(preview).getByText(label).nextElementSibling?.textContent;
    expect(value('Cut score')).toBe('62.5');
    expect(value('Candidates preselected')).toBe('5');
    expect(value('Of them, in through the tie')).toBe('2');
    expect(value('New application')).toBe('3');
    expect(value('Renewal')).toBe('1');
    expect(value('Renewal, final year')).toBe('1');
    expect(within(preview).getByText('5 candidates join the shortlist; nobody leaves it.')).toBeTruthy();
    // The suggestion is previewed at once, then the count typed.
    expect(previews(calls)).toEqual(['6', '3']);
  });

  it('asks for the preview once the typing pauses, not at every key', async () => {
    const { calls } = renderDialog();
    const input = await screen.findByLabelText(/How many candidates/);
    for (const typed of ['1', '12', '1', '']) fireEvent.change(input, { target: { value: typed } });
    expect(
      await screen.findByText('Type how many candidates to interview to see who would be preselected.'),
    ).toBeTruthy();
    fireEvent.change(input, { target: { value: '12' } });
    await waitFor(() => expect(previews(calls)).toEqual(['6', '12']));
    expect(await screen.findByText('12 candidates join the shortlist; nobody leaves it.')).toBeTruthy();
  });

  it('confirms the count seen, and closes with the outcome', async () => {
    const { calls, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Preselect' });
    await within(dialog).findByText('6 candidates join the shortlist; nobody leaves it.');
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/sessions/4/preselection', count: null, body: { count: 6 } },
    ]);
    expect(await screen.findByText('5 candidates preselected (cut score 62.5).')).toBeTruthy();
  });

  it('refuses a count of 0 on its field and sends nothing', async () => {
    const { calls } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/How many candidates/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preselect' }));
    expect(await within(dialog).findByText('Must be greater than or equal to 1')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says why a run would be refused and does not offer it: booked interviews would leave', async () => {
    renderDialog(({ method, count }) =>
      method === 'GET' ? Response.json({ data: { ...previewOf(Number(count)), leaving: 2, blocked: 1 } }) : undefined,
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/1 candidate whose interview is booked or over would leave the shortlist/),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Preselect' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s refusal in the dialog', async () => {
    renderDialog(({ method }) =>
      method === 'POST'
        ? Response.json({ status: 409, code: 'SESSION_CLOSED', message: 'This session is closed' }, { status: 409 })
        : undefined,
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('6 candidates join the shortlist; nobody leaves it.');
    const confirm = within(dialog).getByRole('button', { name: 'Preselect' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This session is closed');
  });
});

describe('the preselect action', () => {
  const renderAction = (values: Partial<Session>) =>
    render(
      <TestProviders>
        <PreselectionAction session={session(values)} />
      </TestProviders>,
    );
  const user = { id: 1, firstName: 'A', lastName: 'B', username: 'ab', email: 'ab@example.test' };

  it('is offered to administrators once the submission period is over, until the session is closed', async () => {
    setAuth('token', { ...user, role: 'ADMIN' } as const);
    renderAction({});
    expect(await screen.findByRole('button', { name: 'Preselect for interviews' })).toBeTruthy();
    cleanup();
    renderAction({ endDate: new Date(Date.now() + day).toISOString() });
    renderAction({ status: 'CLOSED' });
    expect(screen.queryByRole('button', { name: 'Preselect for interviews' })).toBeNull();
  });

  it('is not offered to an evaluator', () => {
    setAuth('token', { ...user, role: 'EVALUATOR' } as const);
    renderAction({});
    expect(screen.queryByRole('button', { name: 'Preselect for interviews' })).toBeNull();
  });
});

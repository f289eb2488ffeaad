import type { Session } from '@portal/shared/sessions';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { ensureValidationMessages } from '@/lib/zod-form';
import { anApplication } from '@/test/application';
import { TestProviders } from '@/test/providers';
import { signInAs } from '@/test/sign-in';
import { PreselectionControl } from './preselection-control';

const day = 24 * 3600_000;
const ended: Pick<Session, 'status' | 'endDate'> = {
  status: 'OPEN',
  endDate: new Date(Date.now() - day).toISOString(),
};

function renderControl(
  application: ReturnType<typeof anApplication>,
  session: Pick<Session, 'status' | 'endDate'> = ended,
) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PATCH' && String(url).includes('/preselection')) {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return Response.json({
          data: { id: 7, preselected: body.preselected, interviewState: body.preselected ? 'INVITED' : null },
        });
      }
      return Response.json({ data: { status: 'ok' } });
    }),
  );
  render(
    <TestProviders>
      <PreselectionControl application={application} session={session} candidateName="Amina Tchoua" />
    </TestProviders>,
  );
  return sent;
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['evaluation', 'glossary', 'common']);
  await ensureValidationMessages();
});
beforeEach(() => signInAs('ADMIN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the shortlist on the staff’s application view', () => {
  it('adds a submitted application by hand only with a reason, said before it is sent', async () => {
    const sent = renderControl(anApplication({ preselected: false }));
    expect(screen.getByText('Not on the interview shortlist.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to the shortlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to the interview shortlist' });
    expect(within(dialog).getByText(/an e-mail invites the applicant to choose an interview time/)).toBeTruthy();
    expect(within(dialog).getByText(/not sent to the applicant/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the shortlist' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Strong file below the cut ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the shortlist' }));
    await waitFor(() => expect(sent).toEqual([{ preselected: true, reason: 'Strong file below the cut' }]));
    expect(await screen.findByText('Amina Tchoua is on the interview shortlist.')).toBeTruthy();
  });

  it('shows the badge and offers the removal, which tells of a booked interview cancelled', async () => {
    const sent = renderControl(anApplication({ preselected: true, interview: { state: 'BOOKED', slot: null } }));
    expect(screen.getByText('Preselected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove from the shortlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the interview shortlist' });
    expect(within(dialog).getByText(/an interview they booked is cancelled/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Conflict declared' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from the shortlist' }));
    await waitFor(() => expect(sent).toEqual([{ preselected: false, reason: 'Conflict declared' }]));
  });

  it('offers no change once the interview is over, before the submissions are in, or once published', () => {
    renderControl(anApplication({ preselected: true, interview: { state: 'HELD', slot: null } }));
    expect(screen.getByText('Its interview is over (held or missed): it stays on the shortlist.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /shortlist/ })).toBeNull();
    cleanup();
    renderControl(anApplication({ preselected: true }), { status: 'CLOSED', endDate: ended.endDate });
    expect(screen.getByText('Preselected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /shortlist/ })).toBeNull();
    cleanup();
    // Not preselected and nothing to offer: nothing shown.
    renderControl(anApplication({ preselected: false }), {
      status: 'OPEN',
      endDate: new Date(Date.now() + day).toISOString(),
    });
    renderControl(anApplication({ preselected: false, submitted: false }));
    renderControl(anApplication({ preselected: false, status: 'REJECTED' }));
    expect(screen.queryByTestId('preselection-control')).toBeNull();
  });

  it('shows an evaluator the badge, with no way to change the shortlist', () => {
    signInAs('EVALUATOR');
    renderControl(anApplication({ preselected: true, interview: { state: 'BOOKED', slot: null } }));
    expect(screen.getByText('Preselected')).toBeTruthy();
    expect(within(screen.getByTestId('preselection-control')).queryByRole('button')).toBeNull();
    cleanup();
    renderControl(anApplication({ preselected: false }));
    expect(screen.queryByTestId('preselection-control')).toBeNull();
  });
});

import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { ensureValidationMessages } from '@/lib/zod-form';
import { TestProviders } from '@/test/providers';
import type { DecisionSubject } from '../utils/approval-warnings';
import { DecisionDialog } from './decision-dialog';

type Sent = { url: string; method: string; body: unknown };

const usual: DecisionSubject = { id: 12, eligible: true, nonEligibilityReasons: [], submitted: true, totalScore: 68.5 };
const notFound = () =>
  Response.json({ status: 'error', code: 'NOT_FOUND', message: 'Application not found' }, { status: 404 });

function renderDialog(
  decision: 'APPROVED' | 'REJECTED' | 'PENDING',
  application: DecisionSubject = usual,
  answer: () => Response = notFound,
) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!String(url).includes('/approbation')) return Response.json({ data: { status: 'ok' } });
      sent.push({ url: String(url), method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
  const onClose = vi.fn();
  render(
    <TestProviders>
      <DecisionDialog application={application} decision={decision} candidateName="Aïcha Mballa" onClose={onClose} />
    </TestProviders>,
  );
  return { sent, onClose };
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('evaluation');
  await ensureValidationMessages();
});
afterEach(() => authStore.set({ token: null, user: null }));

describe('the decision dialog', () => {
  it('asks for the reason of a rejection before sending anything', async () => {
    const { sent } = renderDialog('REJECTED');
    const dialog = await screen.findByRole('dialog', { name: 'Reject the application' });
    expect(dialog.textContent).toContain('Reject Aïcha Mballa?');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
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

  it('warns before an unusual approval, naming each reason, and sends the note the committee adds', async () => {
    const { sent } = renderDialog('APPROVED', {
      id: 12,
      eligible: false,
      nonEligibilityReasons: ['The date of birth is missing'],
      submitted: false,
      totalScore: null,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
    const warning = within(dialog).getByRole('alert');
    expect(warning.textContent).toContain('This approval is unusual');
    expect(warning.textContent).toContain('The eligibility check found the candidate not eligible:');
    expect(warning.textContent).toContain('The date of birth is missing');
    expect(warning.textContent).toContain('The application has not been submitted');
    expect(warning.textContent).toContain('No score has been saved');
    expect(warning.textContent).not.toContain('not been checked yet');
    fireEvent.change(screen.getByLabelText(/Note for the committee/), {
      target: { value: '  Approved on the word of the Cameroon branch  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ status: 'APPROVED', note: 'Approved on the word of the Cameroon branch' });
  });

  it('warns of an eligibility not yet checked, and not at all for a usual approval', async () => {
    renderDialog('APPROVED', { ...usual, eligible: null });
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
    expect(within(dialog).getByRole('alert').textContent).toContain('The eligibility has not been checked yet.');
    cleanup();
    renderDialog('APPROVED');
    const calm = await screen.findByRole('dialog', { name: 'Approve the application' });
    expect(within(calm).queryByRole('alert')).toBeNull();
    expect(within(calm).getByLabelText(/Note for the committee/)).toBeTruthy();
  });

  it('shows the server’s refusal of the note on the note', async () => {
    renderDialog('APPROVED', usual, () =>
      Response.json(
        {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid',
          fieldErrors: [{ field: 'note', code: 'too_big', message: 'At most 1000 characters' }],
        },
        { status: 400 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
    fireEvent.change(screen.getByLabelText(/Note for the committee/), { target: { value: 'Long' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('At most 1000 characters')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('the approval by the final ranking', () => {
  /** The dialog approving `subject`, the candidates list answering `pending` undecided candidates above. */
  function renderApproval(subject: DecisionSubject, interviewWeight: number, pending: number) {
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const address = new URL(String(url), 'http://portal.test');
        if (!address.pathname.endsWith('/applications')) return Response.json({ data: { status: 'ok' } });
        asked.push(address);
        const page = { content: [], page: 0, size: 1, totalElements: pending, totalPages: pending };
        return Response.json({ data: page });
      }),
    );
    render(
      <TestProviders>
        <DecisionDialog
          application={subject}
          decision="APPROVED"
          interviewWeight={interviewWeight}
          candidateName="Aïcha Mballa"
          onClose={vi.fn()}
        />
      </TestProviders>,
    );
    return asked;
  }
  const ranked: DecisionSubject = { ...usual, sessionId: 4, preselected: true, finalRank: 7 };
  const held = { state: 'HELD' as const, slot: null };

  it('warns of a preselected candidate not interviewed while interviews count, and of undecided ones above', async () => {
    const asked = renderApproval({ ...ranked, interview: { state: 'BOOKED', slot: null } }, 40, 3);
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
    const warning = await within(dialog).findByRole('alert');
    expect(warning.textContent).toContain('on the interview shortlist but was not interviewed');
    await waitFor(() =>
      expect(warning.textContent).toContain('3 candidates still undecided stand above in the final ranking.'),
    );
    expect(warning.textContent).toContain('You may still approve');
    // One request: the session's pending candidates ranked before this one, one row, its total read.
    expect(asked).toHaveLength(1);
    expect(asked[0]!.searchParams.get('filter')).toBe('session.id:eq:4;status:eq:PENDING;finalRank:lt:7');
    expect(asked[0]!.searchParams.get('size')).toBe('1');
    // The warning does not block: the approval is still offered.
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('counts one undecided candidate above in the singular, the interview held or not counting', async () => {
    renderApproval({ ...ranked, interview: held }, 40, 1);
    const warning = await screen.findByRole('alert');
    await waitFor(() => expect(warning.textContent).toContain('1 candidate still undecided stands above'));
    expect(warning.textContent).not.toContain('not interviewed');
    cleanup();
    renderApproval({ ...ranked, interview: { state: 'MISSED', slot: null } }, 0, 0);
    const calm = await screen.findByRole('dialog', { name: 'Approve the application' });
    await waitFor(() => expect(within(calm).getByRole('button', { name: 'Approve' })).toBeTruthy());
    expect(within(calm).queryByRole('alert')).toBeNull();
  });

  it('warns of nothing when the interview was held and nobody undecided stands above', async () => {
    const asked = renderApproval({ ...ranked, interview: held }, 40, 0);
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

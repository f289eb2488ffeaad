import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { ensureValidationMessages } from '@/lib/zod-form';
import { anApplication } from '@/test/application';
import { TestProviders } from '@/test/providers';
import { signInAs } from '@/test/sign-in';
import { DecisionPanel } from './decision-panel';

const amina = {
  firstName: 'Amina',
  lastName: 'Tchoua',
  email: 'amina.tchoua@example.org',
  phone: '+237 650 11 22 33',
  avatar: null,
};
const place = {
  state: 'AWAITING' as const,
  deadline: '2026-12-10T10:00:00.000Z',
  answeredAt: null,
  withdrawalReason: null,
  withdrawnAt: null,
};

type Sent = { url: string; method: string; body: unknown };

function renderPanel(application: ReturnType<typeof anApplication>, status: 'OPEN' | 'CLOSED' = 'OPEN') {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST')
        sent.push({ url: String(url), method: init.method, body: JSON.parse(String(init.body)) });
      return Response.json({ data: {} });
    }),
  );
  render(
    <TestProviders>
      <DecisionPanel
        application={application}
        session={{ status, endDate: '2026-11-01T00:00:00Z', interviewWeight: 0 }}
      />
    </TestProviders>,
  );
  return sent;
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['evaluation', 'candidates', 'acceptance', 'glossary']);
  await ensureValidationMessages();
});
beforeEach(() => signInAs('ADMIN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the committee’s panel of an application', () => {
  it('says whose file it is beside the decision buttons: name, contact, type, status and rank', async () => {
    renderPanel(anApplication({ applicant: amina, type: 'OLD', status: 'PENDING', rank: 4, rankingMark: 'RESERVE' }));
    const header = await screen.findByTestId('applicant-header');
    expect(within(header).getByText('Amina Tchoua')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Write to Amina Tchoua' }).getAttribute('href')).toBe(
      'mailto:amina.tchoua@example.org',
    );
    expect(within(header).getByRole('link', { name: '+237 650 11 22 33' }).getAttribute('href')).toBe(
      'tel:+237650112233',
    );
    expect(within(header).getByText('Renewal')).toBeTruthy();
    expect(within(header).getByText('Pending')).toBeTruthy();
    expect(within(header).getByText('No. 4')).toBeTruthy();
    expect(within(header).getByText('Reserve list')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('breaks an e-mail address only at its @ and dots', async () => {
    renderPanel(anApplication({ applicant: amina }));
    const link = await screen.findByRole('link', { name: 'Write to Amina Tchoua' });
    expect(link.querySelectorAll('wbr')).toHaveLength(3);
    expect(link.textContent).toBe('amina.tchoua@example.org');
  });

  it('plainly marks a draft, and a deleted account', async () => {
    renderPanel(anApplication({ applicant: null, submitted: false, submittedAt: null }));
    const header = await screen.findByTestId('applicant-header');
    expect(within(header).getByText('Deleted account')).toBeTruthy();
    expect(within(header).getByText('Draft (not submitted)')).toBeTruthy();
    expect(within(header).getByText('Not ranked')).toBeTruthy();
  });

  it('never reads “reserve list” beside an approval', async () => {
    renderPanel(
      anApplication({ applicant: amina, status: 'APPROVED', rank: 3, rankingMark: 'RESERVE', acceptance: place }),
      'CLOSED',
    );
    const header = await screen.findByTestId('applicant-header');
    expect(within(header).getByText('Approved')).toBeTruthy();
    expect(within(header).getByText('From the reserve list')).toBeTruthy();
    expect(within(header).queryByText('Reserve list')).toBeNull();
    expect(within(header).getByText('Awaiting answer')).toBeTruthy();
  });

  it('offers no decision once the session is published, only the withdrawal, whose reason is required', async () => {
    const sent = renderPanel(anApplication({ applicant: amina, status: 'APPROVED', acceptance: place }), 'CLOSED');
    expect(await screen.findByText(/The decisions of this session are published/)).toBeTruthy();
    for (const name of ['Approve', 'Not approve', 'Reject', 'Take the decision back'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the place' });
    expect(dialog.textContent).toContain('The scholarship year ends');
    expect(dialog.textContent).toContain('offered to the next candidate on the reserve list');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the place' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Reason for the withdrawal/), {
      target: { value: '  Left the university in January  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the place' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: expect.stringContaining('/api/applications/7/withdrawal'),
      method: 'POST',
      body: { reason: 'Left the university in January' },
    });
  });

  it('shows an evaluator whose file it is and the decision, with no way to take or withdraw one', async () => {
    signInAs('EVALUATOR');
    renderPanel(anApplication({ applicant: amina, status: 'PENDING', rank: 4, rankingMark: 'RESERVE' }));
    const header = await screen.findByTestId('applicant-header');
    expect(within(header).getByText('Amina Tchoua')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Committee's decision" })).toBeTruthy();
    const panel = screen.getByRole('region', { name: "Committee's decision" });
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    cleanup();
    renderPanel(anApplication({ applicant: amina, status: 'APPROVED', acceptance: place }), 'CLOSED');
    expect(await screen.findByText(/The decisions of this session are published/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw the place' })).toBeNull();
  });

  it('shows a withdrawn place with its reason, and no way to withdraw it again', async () => {
    renderPanel(
      anApplication({
        applicant: amina,
        status: 'APPROVED',
        acceptance: {
          ...place,
          state: 'WITHDRAWN',
          withdrawalReason: 'Left the programme',
          withdrawnAt: place.deadline,
        },
      }),
      'CLOSED',
    );
    expect(await screen.findByRole('alert', { name: 'Place withdrawn' })).toBeTruthy();
    expect(screen.getByText('Reason: Left the programme')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw the place' })).toBeNull();
  });
});

import { type Candidate, candidateSummarySchema } from '@portal/shared/review';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { ensureValidationMessages } from '@/lib/zod-form';
import { testPageData } from '@/server/test-page-data';
import { anApplication } from '@/test/application';
import { TestProviders } from '@/test/providers';
import { signInAs } from '@/test/sign-in';
import { CandidatesPage } from './candidates-page';

const { phase: _phase, ongoing: _ongoing, now: _now, ...openSession } = testPageData().currentSession!;
const closedSession = { ...openSession, status: 'CLOSED', publishedAt: '2099-02-15T08:00:00.000Z' };

const candidate = (changes: Partial<Candidate>): Candidate => {
  const { acceptance: _acceptance, ...application } = anApplication({ sessionId: 4 });
  return {
    ...application,
    scoreParts: null,
    bonus: null,
    bonusReason: null,
    rank: null,
    rankingMark: null,
    firstName: 'Amina',
    lastName: 'Tchoua',
    email: 'amina.tchoua@example.org',
    acceptanceState: null,
    preselected: false,
    interview: null,
    panelScore: null,
    correctedPanelScore: null,
    finalScore: null,
    finalRank: null,
    panelSpread: null,
    ...changes,
  };
};

const rows = [
  // Offered a place from the reserve list after a decline: approved, never "reserve list" beside it.
  candidate({
    id: 1,
    lastName: 'Ngono',
    status: 'APPROVED',
    rank: 3,
    rankingMark: 'RESERVE',
    acceptanceState: 'AWAITING',
  }),
  candidate({
    id: 2,
    lastName: 'Fotso',
    status: 'APPROVED',
    rank: 1,
    rankingMark: 'SELECTED',
    acceptanceState: 'WITHDRAWN',
  }),
  candidate({ id: 3, lastName: 'Mbarga', status: 'NOT_APPROVED', rank: 2, rankingMark: 'SELECTED' }),
  candidate({ id: 4, lastName: 'Ewane', submitted: false, submittedAt: null, totalScore: 41.5 }),
];

function renderPage(session: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname: path, searchParams } = new URL(String(url), location.href);
      if (path === '/api/sessions/4') return Response.json({ data: session });
      // The list asks each row's summary, and shows what the summary holds.
      if (path === '/api/applications' && searchParams.get('view') === 'summary') {
        const content = rows.map((row) => candidateSummarySchema.parse(row));
        return Response.json({ data: { content, page: 0, size: 25, totalElements: 4, totalPages: 1 } });
      }
      if (path === '/api/sessions/4/acceptances') return Response.json({ data: [] });
      return Response.json({ data: { status: 'ok' } });
    }),
  );
  render(
    <TestProviders>
      <MemoryRouter initialEntries={['/sessions/4/candidates']}>
        <Routes>
          <Route path="/sessions/:id/candidates" element={<CandidatesPage />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

/** The table's row of a candidate (the phone's cards hold the same values). */
const rowOf = async (lastName: string) => {
  const table = await screen.findByRole('table', { name: 'Candidates' });
  return (await within(table).findByRole('link', { name: new RegExp(lastName) })).closest('tr')!;
};

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['candidates', 'glossary', 'acceptance', 'evaluation', 'list', 'panel']);
  await ensureValidationMessages();
});
beforeEach(() => signInAs('ADMIN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the candidates list', () => {
  it('shows status and ranking badges that agree, the withdrawal, and plainly marks a draft', async () => {
    renderPage(closedSession);
    const offered = await rowOf('Ngono');
    expect(within(offered).getByText('Approved')).toBeTruthy();
    expect(within(offered).getByText('From the reserve list')).toBeTruthy();
    expect(within(offered).queryByText('Reserve list')).toBeNull();
    expect(within(offered).getByText('Awaiting answer')).toBeTruthy();
    expect(within(await rowOf('Fotso')).getByText('Place withdrawn')).toBeTruthy();
    const notApproved = await rowOf('Mbarga');
    expect(within(notApproved).getByText('Not approved')).toBeTruthy();
    expect(within(notApproved).queryByText('Selected')).toBeNull();
    expect(within(await rowOf('Ewane')).getByText('Draft (not submitted)')).toBeTruthy();
  });

  it('offers no checks or scoring once published, and withdraws a place with a required reason', async () => {
    renderPage(closedSession);
    await rowOf('Ngono');
    expect(screen.queryByRole('button', { name: 'Run eligibility checks' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save all total scores' })).toBeNull();
    expect(screen.getByText(/A place can only be withdrawn/)).toBeTruthy();
    // Only a place still held can be withdrawn.
    expect(screen.queryAllByRole('button', { name: 'Withdraw the place of Fotso Amina' })).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Withdraw the place of Ngono Amina' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the place' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the place' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
  });

  it('offers the checks and scoring, and no withdrawal, before publication', async () => {
    renderPage(openSession);
    await rowOf('Ngono');
    expect(screen.getByRole('button', { name: 'Run eligibility checks' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Withdraw the place/ })).toBeNull();
  });

  it('shows an evaluator the candidates with no runs, export, places or withdrawal', async () => {
    signInAs('EVALUATOR');
    renderPage(closedSession);
    expect(within(await rowOf('Ngono')).getByText('Awaiting answer')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /Withdraw the place|Export|Run eligibility checks/ })).toEqual([]);
    cleanup();
    renderPage(openSession);
    await rowOf('Ngono');
    expect(screen.queryAllByRole('button', { name: /Run eligibility checks|Save all total scores|Export/ })).toEqual(
      [],
    );
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => new URL(String(url), location.href).pathname);
    expect(asked).not.toContain('/api/sessions/4/acceptances');
  });
});

describe('the selection’s columns', () => {
  it('show the panel’s plain and corrected scores, the final score and rank, and flag a panel that disagrees', async () => {
    rows.push(
      candidate({
        id: 5,
        lastName: 'Kamga',
        preselected: true,
        totalScore: 70,
        panelScore: 62.5,
        correctedPanelScore: 58.25,
        panelSpread: 35,
        finalScore: 67,
        finalRank: 2,
      }),
      candidate({ id: 6, lastName: 'Biya', panelScore: 75, correctedPanelScore: 74, panelSpread: 10, finalRank: 1 }),
    );
    try {
      renderPage(openSession);
      const split = await rowOf('Kamga');
      expect(within(split).getByText('amina.tchoua@example.org')).toBeTruthy();
      expect(within(split).getByText('62.5')).toBeTruthy();
      expect(within(split).getByText('corrected: 58.25')).toBeTruthy();
      expect(within(split).getByText('67')).toBeTruthy();
      expect(within(split).getByText('No. 2')).toBeTruthy();
      // Said in words beside its icon, not by a colour alone.
      expect(within(split).getByText('Panel disagrees: 35 points apart')).toBeTruthy();
      expect(within(await rowOf('Biya')).queryByText(/Panel disagrees/)).toBeNull();
      expect(screen.queryByRole('columnheader', { name: 'E-mail' })).toBeNull();
      expect(screen.getByRole('columnheader', { name: 'Final score and rank' })).toBeTruthy();
      // The total and its rank share one column, as the final score and the final rank do: the table fits 1280 px.
      expect(screen.getByRole('columnheader', { name: 'Total score and rank' })).toBeTruthy();
      expect(screen.getAllByRole('columnheader')).toHaveLength(8);
    } finally {
      rows.splice(-2);
    }
  });
});

describe('the interview shortlist', () => {
  it('marks a preselected candidate with a badge, and filters on it', async () => {
    rows.push(candidate({ id: 7, lastName: 'Nkeng', preselected: true }));
    try {
      renderPage(openSession);
      expect(within(await rowOf('Nkeng')).getByText('Preselected')).toBeTruthy();
      expect(within(await rowOf('Ngono')).queryByText('Preselected')).toBeNull();
      const filter = screen.getByRole('combobox', { name: 'Preselection' }) as HTMLSelectElement;
      expect([...filter.options].map((option) => option.textContent)).toContain('Not preselected');
    } finally {
      rows.splice(-1);
    }
  });
});

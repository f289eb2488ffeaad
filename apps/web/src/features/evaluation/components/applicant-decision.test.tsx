import type { Application } from '@portal/shared/applications';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { anApplication } from '@/test/application';
import { TestProviders } from '@/test/providers';
import { ApplicantDecision } from './applicant-decision';

const parts = {
  merit: 31.5,
  economicCondition: 12,
  computer: 1,
  dependenceRatio: 3,
  familyHandicap: 0,
  children: 0,
  houseSize: 2,
  houseType: 0,
  livestock: 2,
  selfHandicap: 2,
  toilet: 2,
  transport: 3,
  tv: 1,
  water: 2,
  land: 0,
  landMainActivity: 2,
};

function renderFor(changes: Partial<Application>, sessionStatus: 'OPEN' | 'CLOSED', address = '/applications/7/view') {
  const fetch = vi.fn(async (_url: string) =>
    Response.json({ data: { ...parts, bonus: 0, bonusReason: null, total: 63.5 } }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <TestProviders>
      <MemoryRouter initialEntries={[address]}>
        <ApplicantDecision application={anApplication(changes)} session={{ status: sessionStatus }} />
      </MemoryRouter>
    </TestProviders>,
  );
  return fetch;
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['evaluation', 'glossary']);
});

describe('the decision its applicant reads', () => {
  it('is pending while the session is open, and no score is asked for', async () => {
    const fetch = renderFor({}, 'OPEN');
    expect(await screen.findByText(/publishes its decisions when the session closes/)).toBeTruthy();
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/score'))).toEqual([]);
  });

  it('shows a rejection that allows re-submission at once, with its reason and what to do', async () => {
    renderFor(
      { status: 'REJECTED', rejectionReason: 'Upload a readable transcript.', resubmissionAllowed: true },
      'OPEN',
    );
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Your application needs changes')).toBeTruthy();
    expect(within(notice).getByText('Upload a readable transcript.')).toBeTruthy();
    expect(notice.textContent).toContain('submit your application again before the session closes');
  });

  it('says a final rejection is final', async () => {
    renderFor({ status: 'REJECTED', rejectionReason: 'False statement.' }, 'CLOSED');
    expect(await screen.findByText('This application cannot be submitted again.')).toBeTruthy();
  });

  it('after closing, shows the approval and the own score, each part explained', async () => {
    const fetch = renderFor({ status: 'APPROVED' }, 'CLOSED');
    expect(await screen.findByText('Approved')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Score part by part' });
    expect(within(table).getByText(/How many persons share each room/)).toBeTruthy();
    expect(within(table).getByText('63.5 / 100')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/applications/7/score'))).toBe(true);
  });

  it('takes the focus when the dashboard’s “See the decision” opened it, so it is read first', async () => {
    renderFor({ status: 'NOT_APPROVED' }, 'CLOSED', '/applications/7/view/details#decision');
    const heading = await screen.findByRole('heading', { name: "Committee's decision" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Not approved')).toBeTruthy();
  });
});

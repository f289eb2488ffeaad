import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { CurrentSessionBlock } from './current-session-block';

const hour = 3600_000;

function session(status: string, startOffset: number, endOffset: number) {
  const now = Date.now();
  return {
    id: 1,
    name: 'Call 2026',
    year: 2026,
    status,
    startDate: new Date(now + startOffset).toISOString(),
    endDate: new Date(now + endOffset).toISOString(),
    passScore: 60,
    candidatesToSelect: 10,
    completionNotice: { en: '', fr: '', it: '' },
    applicationGuidelines: { en: '', fr: '', it: '' },
    created: new Date(now).toISOString(),
    modified: new Date(now).toISOString(),
    phase: 'OPEN',
    ongoing: true,
    now: new Date(now).toISOString(),
  };
}

function renderWith(data: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      Response.json({ data: String(url).includes('/sessions/current') ? data : { status: 'ok' } }),
    ),
  );
  render(
    <TestProviders>
      <MemoryRouter>
        <CurrentSessionBlock />
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
});

describe('CurrentSessionBlock', () => {
  it('counts down to the end of an open session', async () => {
    renderWith(session('OPEN', -hour, 26 * hour + 5000));
    expect(await screen.findByText('Applications are open. Time left:')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left to apply' }).textContent).toMatch(/^1 d 2 h 0 min \d+ s$/);
  });

  it('tells the time until start', async () => {
    renderWith(session('OPEN', hour, 2 * hour));
    expect(await screen.findByRole('timer', { name: 'Time until applications open' })).toBeTruthy();
  });

  it('shows a timed-out session without a timer', async () => {
    renderWith(session('OPEN', -2 * hour, -hour));
    expect(await screen.findByText('The application period has ended.')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows a suspended session', async () => {
    renderWith(session('SUSPENDED', -hour, hour));
    expect(await screen.findByText('Applications are suspended for now.')).toBeTruthy();
  });

  it('shows a badge that agrees with the text: upcoming before the start, ended after the end', async () => {
    renderWith(session('OPEN', hour, 2 * hour));
    expect(await screen.findByText('Upcoming')).toBeTruthy();
    expect(screen.queryByText('Open')).toBeNull();
    cleanup();
    renderWith(session('OPEN', -2 * hour, -hour));
    expect(await screen.findByText('Ended')).toBeTruthy();
    expect(screen.queryByText('Open')).toBeNull();
    cleanup();
    renderWith(session('OPEN', -hour, hour));
    expect(await screen.findByText('Open')).toBeTruthy();
  });

  it('says when no session is open', async () => {
    renderWith(null);
    expect(await screen.findByText(/No session is open at the moment/)).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/providers';
import { useCurrentSession } from './get-current-session';
import { useSession } from './get-session';

const now = new Date().toISOString();
const callOf2026 = {
  id: 2,
  name: 'Call 2026',
  year: 2026,
  status: 'OPEN',
  startDate: now,
  endDate: new Date(Date.now() + 86_400_000).toISOString(),
  passScore: 60,
  candidatesToSelect: 10,
  completionNotice: { en: '', fr: '', it: '' },
  applicationGuidelines: { en: '', fr: '', it: '' },
  acceptanceDays: 14,
  reminderDays: 3,
  resultsHidden: false,
  publishedAt: null,
  created: now,
  modified: now,
};

function stubApi() {
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(String(url), location.href).pathname;
    if (path === '/api/sessions/current')
      return Response.json({ data: { ...callOf2026, phase: 'OPEN', ongoing: true, now } });
    if (path === '/api/sessions/2') return Response.json({ data: callOf2026 });
    if (path === '/api/sessions/1') return Response.json({ data: { ...callOf2026, id: 1, name: 'Call 2025' } });
    return Response.json({ data: { status: 'ok' } });
  });
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url]) => new URL(String(url), location.href).pathname);
}

function SessionName({ id }: { id: number }) {
  return <p>{useSession(id).data?.name ?? '…'}</p>;
}

/** As the dashboard: the current session is read first, then an application's card asks for its session. */
function AfterCurrent({ id }: { id: number }) {
  return useCurrentSession().isPending ? null : <SessionName id={id} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('useSession', () => {
  it('takes the current session already read when it is the one asked for, without reading it again', async () => {
    const asked = stubApi();
    render(
      <TestProviders>
        <AfterCurrent id={2} />
      </TestProviders>,
    );
    expect(await screen.findByText('Call 2026')).toBeTruthy();
    expect(asked()).toContain('/api/sessions/current');
    expect(asked()).not.toContain('/api/sessions/2');
  });

  it('reads a session that is not the current one', async () => {
    const asked = stubApi();
    render(
      <TestProviders>
        <AfterCurrent id={1} />
      </TestProviders>,
    );
    expect(await screen.findByText('Call 2025')).toBeTruthy();
    expect(asked()).toContain('/api/sessions/1');
  });

  it('reads the session when the current one was not read', async () => {
    const asked = stubApi();
    render(
      <TestProviders>
        <SessionName id={2} />
      </TestProviders>,
    );
    expect(await screen.findByText('Call 2026')).toBeTruthy();
    expect(asked()).toContain('/api/sessions/2');
  });
});

import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { testPageData } from '@/server/test-page-data';
import { TestProviders } from '@/test/providers';
import { currentSessionQueryOptions, useCurrentSession } from './get-current-session';
import { useSession } from './get-session';

/** The current session (number 4, "Session 2026") as /sessions/current answers it; number 3 is a past one. */
const current = testPageData().currentSession;
if (!current) throw new Error('the test data has a current session');
const { phase: _phase, ongoing: _ongoing, now: _now, ...sessionFour } = current;

/** Stubs the API; answers what was asked so far. */
function stubApi() {
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(String(url), location.href).pathname;
    if (path === '/api/sessions/current') return Response.json({ data: current });
    if (path === '/api/sessions/4') return Response.json({ data: sessionFour });
    if (path === '/api/sessions/3') return Response.json({ data: { ...sessionFour, id: 3, name: 'Session 2025' } });
    return Response.json({ data: { status: 'ok' } });
  });
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url]) => new URL(String(url), location.href).pathname);
}

function SessionName({ id }: { id: number | undefined }) {
  return <p>{useSession(id).data?.name ?? '…'}</p>;
}

/** As the dashboard: the current session is read first, then an application's card asks for its session. */
function AfterCurrent({ id }: { id: number }) {
  return useCurrentSession().isPending ? null : <SessionName id={id} />;
}

/**
 * Renders `ui`, waits for `name` and answers the paths asked of the API. `currentAsked`: the current session was
 * asked before the screen rendered and has not answered yet, as an application's route asks it beside the
 * application (its loader).
 */
async function asked(ui: ReactNode, name: string, { currentAsked = false } = {}) {
  const paths = stubApi();
  const queryClient = createQueryClient();
  if (currentAsked) void queryClient.prefetchQuery(currentSessionQueryOptions());
  render(<TestProviders queryClient={queryClient}>{ui}</TestProviders>);
  expect(await screen.findByText(name)).toBeTruthy();
  return paths();
}

afterEach(() => vi.unstubAllGlobals());

describe('useSession', () => {
  it('takes the current session already read when it is the one asked for, without reading it again', async () => {
    const paths = await asked(<AfterCurrent id={4} />, 'Session 2026');
    expect(paths).toContain('/api/sessions/current');
    expect(paths).not.toContain('/api/sessions/4');
  });

  it('reads a session that is not the current one', async () => {
    expect(await asked(<AfterCurrent id={3} />, 'Session 2025')).toContain('/api/sessions/3');
  });

  it('waits for the current session asked at the same time when it is the one asked for', async () => {
    const paths = await asked(<SessionName id={4} />, 'Session 2026', { currentAsked: true });
    expect(paths).toEqual(['/api/sessions/current']);
  });

  it('reads another session once the current one has answered', async () => {
    const paths = await asked(<SessionName id={3} />, 'Session 2025', { currentAsked: true });
    expect(paths).toEqual(['/api/sessions/current', '/api/sessions/3']);
  });

  it('asks nothing while the id is not known', async () => {
    const paths = stubApi();
    render(
      <TestProviders>
        <SessionName id={undefined} />
      </TestProviders>,
    );
    expect(await screen.findByText('…')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths()).toEqual([]);
  });

  it('reads the session when the current one was not read', async () => {
    expect(await asked(<SessionName id={4} />, 'Session 2026')).toContain('/api/sessions/4');
  });
});

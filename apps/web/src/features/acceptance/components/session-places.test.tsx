import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { SessionPlaces } from './session-places';

const places = [
  {
    applicationId: 5,
    name: 'Aïcha Fotso',
    rank: 2,
    state: 'WITHDRAWN',
    deadline: '2026-12-10T10:00:00.000Z',
    answeredAt: null,
    withdrawalReason: 'Left the programme',
    withdrawnAt: '2026-12-03T09:00:00.000Z',
    after: null,
  },
  {
    applicationId: 9,
    name: 'Brice Ngono',
    rank: 4,
    state: 'AWAITING',
    deadline: '2026-12-13T09:00:00.000Z',
    answeredAt: null,
    withdrawalReason: null,
    withdrawnAt: null,
    after: { applicationId: 5, name: 'Aïcha Fotso', state: 'WITHDRAWN' },
  },
];

function renderPlaces() {
  const posted: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        posted.push(new URL(String(url), location.href).pathname);
        return Response.json({ data: { expired: 1, offered: 1 } });
      }
      return Response.json({ data: places });
    }),
  );
  render(
    <TestProviders>
      <MemoryRouter>
        <SessionPlaces sessionId={4} resultsHidden={false} acceptanceDays={7} />
      </MemoryRouter>
    </TestProviders>,
  );
  return posted;
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['acceptance', 'common']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the places of a published session', () => {
  it('tell a withdrawn place and the place offered after it', async () => {
    renderPlaces();
    expect(await screen.findByText('Offered after Aïcha Fotso’s place was withdrawn')).toBeTruthy();
    expect(screen.getByText('Place withdrawn')).toBeTruthy();
    expect(screen.getByText(/^withdrawn on /)).toBeTruthy();
  });

  it('pass free places on only once the committee has read what that does and confirmed', async () => {
    const posted = renderPlaces();
    fireEvent.click(await screen.findByRole('button', { name: 'Pass on free places now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pass on the free places now?' });
    expect(dialog.textContent).toContain('is mailed at once and has 7 days to answer');
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Pass on free places now' }));
    const again = await screen.findByRole('dialog', { name: 'Pass on the free places now?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Pass on now' }));
    await waitFor(() => expect(posted).toEqual(['/api/sessions/4/acceptances/process']));
  });
});

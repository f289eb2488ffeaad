import type { MyInterview } from '@portal/shared/selection';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { MyInterviewsPage } from './my-interviews-page';

const slot = (startsAt: string) => ({
  id: 1,
  startsAt,
  minutes: 30,
  place: 'Dschang, salle B',
  videoUrl: null,
  capacity: 2,
  booked: 1,
});
const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
const seats: MyInterview[] = [
  {
    applicationId: 9,
    applicantName: 'Amina Tchoua',
    sessionId: 4,
    sessionName: 'Session 2026',
    interview: { state: 'BOOKED', slot: slot(soon) },
    evaluation: 'DRAFT',
  },
  {
    applicationId: 10,
    applicantName: 'Paul Ngono',
    sessionId: 4,
    sessionName: 'Session 2026',
    interview: { state: 'HELD', slot: slot('2026-01-10T09:00:00.000Z') },
    evaluation: 'SUBMITTED',
  },
];

function renderPage(answer: MyInterview[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: answer })),
  );
  render(
    <TestProviders>
      <MemoryRouter>
        <MyInterviewsPage />
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['panel']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('my interviews', () => {
  it('lists the seats under today, coming and done, each with its times, zones, states and the way to the form', async () => {
    renderPage(seats);
    const coming = await screen.findByRole('region', { name: 'Coming' });
    const amina = within(coming).getByText('Amina Tchoua').closest('li')!;
    expect(within(amina).getByText('Booked')).toBeTruthy();
    expect(within(amina).getByText('Draft')).toBeTruthy();
    expect(within(amina).getByText(/^In Cameroon: .*\(West Africa (Standard )?Time\)$/)).toBeTruthy();
    expect(within(amina).getByText('Place: Dschang, salle B')).toBeTruthy();
    const form = within(amina).getByRole('link', { name: 'Continue the evaluation of Amina Tchoua' });
    expect(form.getAttribute('href')).toBe('/interviews/9');

    const done = screen.getByRole('region', { name: 'Done' });
    const paul = within(done).getByText('Paul Ngono').closest('li')!;
    expect(within(paul).getByText('Held')).toBeTruthy();
    expect(within(paul).getByRole('link', { name: 'Read the evaluations of Paul Ngono' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Today' })).getByText('No interview today.')).toBeTruthy();
  });

  it('says when the reader sits on no panel yet', async () => {
    renderPage([]);
    expect(await screen.findByText(/You do not sit on any interview panel yet/)).toBeTruthy();
  });
});

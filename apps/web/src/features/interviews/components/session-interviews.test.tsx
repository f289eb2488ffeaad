import type { InterviewSlot } from '@portal/shared/selection';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { signInAs, signOut } from '@/test/sign-in';
import { SessionInterviews } from './session-interviews';

const summer: InterviewSlot = {
  id: 9,
  startsAt: '2031-06-11T12:00:00.000Z',
  minutes: 30,
  place: 'Dschang, salle B',
  videoUrl: null,
  capacity: 3,
  booked: 2,
};

type Sent = { method: string; path: string; body: unknown };

/** The slots' routes as the tab meets them; what was sent is kept. */
function serve(slots: InterviewSlot[], created: { status: number; body: unknown } = { status: 201, body: {} }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://portal.test').pathname;
      sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET') return Response.json({ data: slots });
      if (method === 'POST') return Response.json(created.body, { status: created.status });
      return Response.json({ data: true });
    }),
  );
  return sent;
}

function renderTab(timeZone = 'Europe/Zurich') {
  render(
    <TestProviders>
      <MemoryRouter>
        <SessionInterviews session={{ id: 4, status: 'OPEN' }} timeZone={timeZone} />
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeAll(async () => {
  await initI18n('it');
  await i18n.changeLanguage('it');
  await i18n.loadNamespaces(['interview-slots', 'common']);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const dateInput = () => screen.getByLabelText(/^Data e ora \(la tua ora: Europe\/Zurich\)/);

describe('a session’s interview times, for the committee', () => {
  it('lists each time in the reader’s zone and Cameroon’s, each named, with its bookings', async () => {
    signInAs('ADMIN');
    serve([summer]);
    renderTab();
    const card = (await screen.findByText('Posti prenotati: 2 su 3')).closest('li')!;
    expect(within(card).getByText(/14:00.*\(Ora legale dell’Europa centrale\)$/)).toBeTruthy();
    expect(within(card).getByText(/^In Camerun: .*13:00.*\(Ora dell’Africa occidentale\)$/)).toBeTruthy();
    expect(within(card).getByText('Luogo: Dschang, salle B')).toBeTruthy();
  });

  it('a time typed in Zurich shows Cameroon’s beside it: an hour apart in summer, the same in winter', async () => {
    signInAs('ADMIN');
    const sent = serve([]);
    renderTab();
    await screen.findByText('Ancora nessun orario: aggiungi il primo qui sopra.');
    fireEvent.change(dateInput(), { target: { value: '2031-06-11T14:00' } });
    expect(await screen.findByText('14:00 Europe/Zurich · 13:00 Camerun (Africa/Douala)')).toBeTruthy();
    fireEvent.change(dateInput(), { target: { value: '2031-12-10T14:00' } });
    expect(await screen.findByText('14:00 Europe/Zurich · 14:00 Camerun (Africa/Douala)')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Luogo'), { target: { value: 'Zurigo, sala 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi l’orario' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/sessions/4/interview-slots',
      body: { startsAt: '2031-12-10T13:00:00.000Z', minutes: 30, capacity: 1, place: 'Zurigo, sala 3', videoUrl: null },
    });
  });

  it('a reader in Cameroon reads one zone', async () => {
    signInAs('ADMIN');
    serve([]);
    renderTab('Africa/Douala');
    await screen.findByText('Ancora nessun orario: aggiungi il primo qui sopra.');
    fireEvent.change(screen.getByLabelText(/^Data e ora/), { target: { value: '2031-06-11T14:00' } });
    expect(await screen.findByText('14:00 Camerun (Africa/Douala)')).toBeTruthy();
  });

  it('refusals land on their fields: neither place nor link, a time already passed', async () => {
    signInAs('ADMIN');
    const refusal = {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Alcuni campi non sono validi',
      fieldErrors: [
        { field: 'startsAt', code: 'custom', message: 'Questo orario è già passato: scegline uno successivo' },
      ],
    };
    serve([], { status: 400, body: refusal });
    renderTab();
    await screen.findByText('Ancora nessun orario: aggiungi il primo qui sopra.');
    fireEvent.change(dateInput(), { target: { value: '2031-06-11T14:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi l’orario' }));
    expect(await screen.findByText('Indica un luogo o un link video')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Luogo'), { target: { value: 'Dschang' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi l’orario' }));
    expect(await screen.findByText('Questo orario è già passato: scegline uno successivo')).toBeTruthy();
    expect(dateInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('deleting says how many applicants will be told, then deletes', async () => {
    signInAs('ADMIN');
    const sent = serve([summer]);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /^Elimina l’orario di / }));
    expect(
      await screen.findByText(
        '2 persone hanno prenotato questo orario: ognuna riceve una mail che lo annulla, e ne sceglie un altro nella sua bacheca.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Elimina l’orario' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'DELETE')?.path).toBe('/api/interview-slots/9'),
    );
  });

  it('an evaluator reads the times, without adding or deleting', async () => {
    signInAs('EVALUATOR');
    serve([summer]);
    renderTab();
    await screen.findByText('Posti prenotati: 2 su 3');
    expect(screen.queryByRole('button', { name: /Elimina/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aggiungi l’orario' })).toBeNull();
  });
});

import type { Interview, InterviewSlot } from '@portal/shared/selection';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { anApplication } from '@/test/application';
import { TestProviders } from '@/test/providers';
import { InterviewSection } from './interview-section';

const day = 24 * 3600_000;
/** On the hour, so that a Cameroon time reads "HH:00". */
const inDays = (days: number) => new Date(Math.ceil((Date.now() + days * day) / 3600_000) * 3600_000).toISOString();
const slot = (id: number, startsAt: string, values: Partial<InterviewSlot> = {}): InterviewSlot => ({
  id,
  startsAt,
  minutes: 30,
  place: 'Dschang, salle B',
  videoUrl: null,
  capacity: 3,
  booked: 1,
  ...values,
});

type Answer = { status?: number; body?: unknown; fail?: boolean };
type Routes = Record<string, Answer | Answer[]>;

/** The server as the card meets it: each "METHOD path" answers in turn (the last answer repeats); requests kept. */
function serve(routes: Routes) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const turns = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://portal.test').pathname;
      sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const key = `${method} ${path}`;
      const answers = [routes[key] ?? { status: 404, body: { status: 404, code: 'NOT_FOUND', message: key } }].flat();
      const turn = turns.get(key) ?? 0;
      turns.set(key, turn + 1);
      const answer = answers[Math.min(turn, answers.length - 1)]!;
      if (answer.fail) throw new TypeError('Failed to fetch');
      return Response.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return sent;
}

function renderCard(interview: Interview, slots: Answer | Answer[], more: Routes = {}) {
  const application = anApplication({ id: 7, sessionId: 4, preselected: true, interview });
  const sent = serve({
    'GET /api/applications/user/current': { body: { data: application } },
    'GET /api/sessions/4/interview-slots': slots,
    ...more,
  });
  render(
    <TestProviders>
      <MemoryRouter>
        <InterviewSection />
      </MemoryRouter>
    </TestProviders>,
  );
  return sent;
}

beforeAll(async () => {
  await initI18n('fr');
  await i18n.changeLanguage('fr');
  await i18n.loadNamespaces(['interviews', 'common']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const early = slot(1, inDays(3));
const later = slot(2, inDays(5), { place: null, videoUrl: 'https://meet.example.org/x', booked: 0, capacity: 1 });

describe('a preselected applicant’s interview card', () => {
  it('says what comes next, lists the times in Cameroon’s time with the zone named, and books the one chosen', async () => {
    const booked: Interview = { state: 'BOOKED', slot: { ...later, booked: 1 } };
    const sent = renderCard(
      { state: 'INVITED', slot: null },
      { body: { data: [early, later] } },
      {
        'PUT /api/applications/7/interview': { body: { data: booked } },
      },
    );
    expect(await screen.findByText(/Votre candidature est présélectionnée/)).toBeTruthy();
    const group = await screen.findByRole('radiogroup', { name: 'Choisissez un horaire' });
    expect(screen.getByText(/Horaires à l’heure du Cameroun \(heure d’Afrique de l’Ouest\)/)).toBeTruthy();
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(group).getByText('Lieu : Dschang, salle B')).toBeTruthy();
    expect(within(group).getByText('Visioconférence')).toBeTruthy();
    expect(within(group).getByText('2 places restantes')).toBeTruthy();
    expect(within(group).getByText('1 place restante')).toBeTruthy();

    const book = screen.getByRole('button', { name: 'Réserver cet horaire' });
    expect((book as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(radios[1]!);
    fireEvent.click(book);
    expect(await screen.findByText('Votre entretien est réservé :')).toBeTruthy();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ slotId: 2 });
    expect(screen.getByRole('link', { name: 'Rejoindre la visioconférence' }).getAttribute('href')).toBe(
      'https://meet.example.org/x',
    );
    expect(
      screen.getByText(/^Vous pouvez le changer jusqu’au .*\(heure d’Afrique de l’Ouest, UTC\+1\)\.$/),
    ).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('button', { name: 'Changer d’horaire' })).toBeTruthy();
  });

  it('a time taken meanwhile: says so, reads the list again, and the time taken leaves it', async () => {
    renderCard({ state: 'INVITED', slot: null }, [{ body: { data: [early, later] } }, { body: { data: [early] } }], {
      'PUT /api/applications/7/interview': {
        status: 409,
        body: { status: 409, code: 'SLOT_FULL', message: 'Ce créneau vient d’être complété' },
      },
    });
    const group = await screen.findByRole('radiogroup');
    fireEvent.click(within(group).getAllByRole('radio')[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Réserver cet horaire' }));
    const said = await screen.findByText(
      'Quelqu’un vient de prendre la dernière place à cet horaire. La liste est à jour : choisissez un autre horaire.',
    );
    expect(said.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('radiogroup')).getAllByRole('radio')).toHaveLength(1));
  });

  it('no connection: says the choice was not sent, keeps it chosen, and books it when pressed again', async () => {
    const booked: Interview = { state: 'BOOKED', slot: { ...early, booked: 2 } };
    renderCard(
      { state: 'INVITED', slot: null },
      { body: { data: [early, later] } },
      {
        'PUT /api/applications/7/interview': [{ fail: true }, { body: { data: booked } }],
      },
    );
    const group = await screen.findByRole('radiogroup');
    fireEvent.click(within(group).getAllByRole('radio')[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Réserver cet horaire' }));
    expect((await screen.findByText(/^Votre choix n’a pas été envoyé/)).closest('[role="alert"]')).toBeTruthy();
    expect((within(screen.getByRole('radiogroup')).getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Réserver cet horaire' }));
    expect(await screen.findByText('Votre entretien est réservé :')).toBeTruthy();
  });

  it('a booked time may change until 24 hours before: the list marks it, and keeping it closes the list', async () => {
    const own = slot(1, inDays(3), { booked: 3 });
    renderCard({ state: 'BOOKED', slot: own }, { body: { data: [own, later] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Changer d’horaire' }));
    const group = await screen.findByRole('radiogroup');
    expect(within(group).getByText('Votre horaire actuel')).toBeTruthy();
    expect((within(group).getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Garder mon horaire' }));
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('within 24 hours the time is fixed: no change offered, the committee to write to', async () => {
    const sent = renderCard({ state: 'BOOKED', slot: slot(1, inDays(0.5)) }, { body: { data: [] } });
    expect(await screen.findByText(/L’horaire est maintenant fixé/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Changer d’horaire' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Écrire au comité' }).getAttribute('href')).toBe('/contact');
    expect(sent.some((request) => request.path.endsWith('/interview-slots'))).toBe(false);
  });

  it('held or missed: said, with no choice', async () => {
    renderCard({ state: 'MISSED', slot: slot(1, inDays(-2)) }, { body: { data: [] } });
    expect(await screen.findByText(/Votre entretien a été noté comme manqué/)).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('link', { name: 'Écrire au comité' })).toBeTruthy();
  });

  it('no time open yet: says to come back later', async () => {
    renderCard({ state: 'INVITED', slot: null }, { body: { data: [] } });
    expect(await screen.findByText(/Aucun horaire n’est ouvert pour le moment/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réserver cet horaire' })).toBeNull();
  });
});

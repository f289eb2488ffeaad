import type { ApplicationRead } from '@portal/shared/applications';
import { defaultInterviewRubric, type Evaluation } from '@portal/shared/selection';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { anApplication } from '@/test/application';
import { TestProviders } from '@/test/providers';
import { ApplicationPanel } from './application-panel';

const slot = {
  id: 2,
  startsAt: '2026-12-10T09:00:00.000Z',
  minutes: 30,
  place: null,
  videoUrl: 'https://meet.example.org/bourses',
  capacity: 2,
  booked: 2,
};
const evaluation = (changes: Partial<Evaluation>): Evaluation => ({
  id: 31,
  evaluatorId: 1,
  evaluatorName: 'Ada Nkemeni',
  scores: { motivation: 5, need: 4, commitment: 4, academic: 3, communication: 4 },
  comment: 'Clear plan.',
  submittedAt: '2026-12-10T09:40:00.000Z',
  score: 84,
  hidden: false,
  version: 3,
  modified: '2026-12-10T09:40:00.000Z',
  ...changes,
});

/** The server's answers; `evaluations` null: the reader does not sit on the panel (404). */
function stubApi(application: ApplicationRead, evaluations: Evaluation[] | null) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(String(url), location.href).pathname;
      asked.push(path);
      if (path === `/api/applications/${application.id}`) return Response.json({ data: application });
      if (path === '/api/sessions/4/rubric')
        return Response.json({ data: { ...defaultInterviewRubric, locked: true } });
      if (path.endsWith('/evaluations'))
        return evaluations
          ? Response.json({ data: evaluations })
          : Response.json({ status: 404, code: 'NOT_FOUND', message: 'Application not found' }, { status: 404 });
      return Response.json({ data: { status: 'ok' } });
    }),
  );
  return asked;
}

const renderPanel = (id: number) =>
  render(
    <TestProviders>
      <ApplicationPanel applicationId={id} />
    </TestProviders>,
  );

const interviewed = anApplication({
  id: 9,
  sessionId: 4,
  preselected: true,
  interview: { state: 'HELD', slot },
  panelScore: 62,
  correctedPanelScore: 60.5,
  finalScore: 71.2,
  finalRank: 3,
});

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['panel', 'common']);
});
beforeEach(() =>
  setAuth('t0k', { id: 5, firstName: 'Eva', lastName: 'Admin', username: 'eva', email: 'e@x.ch', role: 'ADMIN' }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the panel on the staff’s application view', () => {
  it('shows the interview, the figures and the evaluations as the API gives them, a draft without its marks', async () => {
    stubApi(interviewed, [
      evaluation({}),
      evaluation({
        id: 32,
        evaluatorId: 2,
        evaluatorName: 'Bruno Keller',
        submittedAt: null,
        scores: {},
        hidden: true,
      }),
    ]);
    renderPanel(9);
    expect(await screen.findByText('Clear plan.')).toBeTruthy();
    expect(screen.getByText('Held')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the video call' }).getAttribute('href')).toBe(slot.videoUrl);
    expect(screen.getByRole('button', { name: 'It took place' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('60.5')).toBeTruthy();
    expect(screen.getByText('71.2')).toBeTruthy();
    expect(screen.getByText('Motivation and study plan: 5')).toBeTruthy();
    const bruno = screen.getByText('Bruno Keller').closest('li')!;
    expect(within(bruno).getByText('Not submitted')).toBeTruthy();
    expect(within(bruno).getByText(/its marks are shown once they are/)).toBeTruthy();
    expect(screen.getByText('Panel’s mean: 84 / 100')).toBeTruthy();
    expect(screen.getByText('1 of 2 submitted')).toBeTruthy();
  });

  it('asks nothing more of the server for an application that was not preselected', async () => {
    const asked = stubApi(
      anApplication({ id: 8, sessionId: 4, preselected: false, finalScore: 55, finalRank: 12 }),
      [],
    );
    renderPanel(8);
    expect(await screen.findByText('Not preselected: no interview.')).toBeTruthy();
    expect(screen.getByText('55')).toBeTruthy();
    expect(asked.filter((path) => path !== '/api/users/locale')).toEqual(['/api/applications/8']);
  });

  it('tells an evaluator who does not sit on the panel so, and offers no held or missed', async () => {
    setAuth('t0k', { id: 6, firstName: 'Eli', lastName: 'Val', username: 'eli', email: 'v@x.ch', role: 'EVALUATOR' });
    stubApi(interviewed, null);
    renderPanel(9);
    expect(await screen.findByText('You do not sit on this application’s panel.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'It took place' })).toBeNull();
  });
});

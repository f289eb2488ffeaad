import { defaultInterviewRubric, type Evaluation, evaluationScore, type MyInterview } from '@portal/shared/selection';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { ensureValidationMessages } from '@/lib/zod-form';
import { TestProviders } from '@/test/providers';
import { EvaluationPage } from './evaluation-page';

const seat: MyInterview = {
  applicationId: 9,
  applicantName: 'Amina Tchoua',
  sessionId: 4,
  sessionName: 'Session 2026',
  interview: {
    state: 'BOOKED',
    slot: {
      id: 2,
      startsAt: '2026-12-10T09:00:00.000Z',
      minutes: 30,
      place: 'Dschang',
      videoUrl: null,
      capacity: 2,
      booked: 1,
    },
  },
  evaluation: 'NONE',
};

const codes = defaultInterviewRubric.criteria.map((criterion) => criterion.code);
const allMarks = Object.fromEntries(codes.map((code) => [code, 4]));

/** The panel as the server holds it: the reader's empty seat (evaluator 1) and a colleague's submitted evaluation. */
function fakeServer() {
  const server = {
    online: true,
    writes: [] as Record<string, unknown>[],
    own: {
      id: 31,
      evaluatorId: 1,
      evaluatorName: 'Ada Nkemeni',
      scores: {},
      comment: null,
      submittedAt: null,
      score: null,
      hidden: false,
      version: 0,
      modified: '2026-12-01T08:00:00.000Z',
    } as Evaluation,
    colleague: {
      id: 32,
      evaluatorId: 2,
      evaluatorName: 'Bruno Keller',
      scores: Object.fromEntries(codes.map((code) => [code, 2])),
      comment: 'Shy but precise.',
      submittedAt: '2026-12-10T09:40:00.000Z',
      score: 40,
      hidden: false,
      version: 2,
      modified: '2026-12-10T09:40:00.000Z',
    } as Evaluation,
  };
  /** What the reader may see of the colleague's: nothing of the marks before their own is submitted. */
  const colleagueAsSeen = (): Evaluation =>
    server.own.submittedAt
      ? server.colleague
      : { ...server.colleague, scores: {}, comment: null, score: null, hidden: true };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!server.online) throw new TypeError('Failed to fetch');
      const path = new URL(String(url), location.href).pathname;
      if (path === '/api/users/me/interviews') return Response.json({ data: [seat] });
      if (path === '/api/sessions/4/rubric')
        return Response.json({ data: { ...defaultInterviewRubric, locked: false } });
      if (path === '/api/applications/9/evaluations') return Response.json({ data: [server.own, colleagueAsSeen()] });
      if (path === '/api/applications/9/evaluations/mine' && init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        server.writes.push(body);
        server.own = {
          ...server.own,
          scores: body.scores,
          comment: body.comment ?? null,
          version: server.own.version + 1,
          modified: '2026-12-10T09:35:00.000Z',
          ...(body.submit
            ? { submittedAt: '2026-12-10T09:45:00.000Z', score: evaluationScore(defaultInterviewRubric, body.scores) }
            : {}),
        };
        return Response.json({ data: server.own });
      }
      return Response.json({ data: { status: 'ok' } });
    }),
  );
  return server;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/interviews/:id', element: <EvaluationPage /> },
      { path: '/interviews', element: <p>My interviews page</p> },
    ],
    { initialEntries: ['/interviews/9'] },
  );
  return render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const setOnline = (value: boolean) => Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
/** The radio of one mark of one criterion (its group is named by the criterion's label). */
const mark = (criterion: string, value: number) =>
  within(screen.getByRole('radiogroup', { name: criterion })).getByRole('radio', { name: String(value) });
const markAll = (value: number) => {
  for (const criterion of defaultInterviewRubric.criteria) fireEvent.click(mark(criterion.label.en, value));
};
const keptDraft = () => JSON.parse(window.localStorage.getItem('portal.application.9.draft.evaluation') ?? 'null');

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['panel', 'applications', 'common']);
  await ensureValidationMessages();
});
beforeEach(() => {
  window.localStorage.clear();
  setAuth('t0k', { id: 1, firstName: 'Ada', lastName: 'Nkemeni', username: 'ada', email: 'a@x.cm', role: 'EVALUATOR' });
  setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('the evaluation form', () => {
  it('hides the others’ marks before one’s own is submitted, and shows them with the panel’s mean after', async () => {
    const server = fakeServer();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Amina Tchoua' })).toBeTruthy();
    await screen.findByRole('radiogroup', { name: 'Motivation and study plan' });
    expect(screen.getByText(/shown once you have submitted yours/)).toBeTruthy();
    expect(screen.queryByText('Bruno Keller')).toBeNull();
    expect(screen.queryByText('Shy but precise.')).toBeNull();

    markAll(4);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your evaluation?' });
    expect(within(dialog).getByText(/can no longer be changed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Shy but precise.')).toBeTruthy();
    expect(server.writes.at(-1)).toMatchObject({ scores: allMarks, submit: true, version: 0 });
    expect(screen.getByText('Bruno Keller')).toBeTruthy();
    expect(screen.getByText('Ada Nkemeni (you)')).toBeTruthy();
    // 80 and 40: a mean of 60, forty points apart, which the panel is told to discuss.
    expect(screen.getByText('Panel’s mean: 60 / 100')).toBeTruthy();
    expect(screen.getByText('Panel disagrees: 40 points apart')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('asks for every criterion before the confirmation, on the criteria left unmarked', async () => {
    const server = fakeServer();
    renderPage();
    await screen.findByRole('radiogroup', { name: 'Motivation and study plan' });
    fireEvent.click(mark('Motivation and study plan', 5));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const need = screen.getByRole('radiogroup', { name: 'Confirmed financial need' });
    await waitFor(() => expect(need.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This field is required')).toHaveLength(codes.length - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.writes).toEqual([]);
  });

  it('keeps the draft on the device with no connection, and sends it when the connection returns', async () => {
    const server = fakeServer();
    renderPage();
    await screen.findByRole('radiogroup', { name: 'Motivation and study plan' });
    server.online = false;
    setOnline(false);
    fireEvent.click(mark('Motivation and study plan', 3));
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Came on foot from Foto.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/it will be sent when the connection returns/)).toBeTruthy();
    expect(keptDraft()).toMatchObject({
      values: { scores: { motivation: 3 }, comment: 'Came on foot from Foto.' },
      pending: true,
    });
    expect(server.writes).toEqual([]);

    server.online = true;
    setOnline(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]).toEqual({ scores: { motivation: 3 }, comment: 'Came on foot from Foto.', version: 0 });
    await waitFor(() => expect(keptDraft()).toBeNull());
    expect(await screen.findByText(/Saved on the server/)).toBeTruthy();
  });

  it('brings back the marks typed on this device when the page opens again', async () => {
    const server = fakeServer();
    const first = renderPage();
    await screen.findByRole('radiogroup', { name: 'Motivation and study plan' });
    fireEvent.click(mark('Confirmed financial need', 1));
    await waitFor(() => expect(keptDraft()?.values.scores.need).toBe(1));
    first.unmount();

    renderPage();
    await waitFor(() => expect((mark('Confirmed financial need', 1) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText(/Kept on this device only/)).toBeTruthy();
    expect(server.writes).toEqual([]);
  });

  it('submits nothing without a connection, and says the marks wait on the device as a draft', async () => {
    const server = fakeServer();
    renderPage();
    await screen.findByRole('radiogroup', { name: 'Motivation and study plan' });
    markAll(2);
    server.online = false;
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/nothing was submitted/)).toBeTruthy();
    expect(keptDraft()).toMatchObject({ pending: true });

    // Back online, what waited goes as a draft: the evaluator submits it, confirming again.
    server.online = true;
    setOnline(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]).not.toHaveProperty('submit');
    expect(server.own.submittedAt).toBeNull();
  });

  it('leaves the panel for a conflict of interest with a reason, then goes back to the interviews', async () => {
    const server = fakeServer();
    const sent: unknown[] = [];
    const fetchOf = vi.mocked(fetch);
    const answer = fetchOf.getMockImplementation()!;
    fetchOf.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/applications/9/conflict')) {
        sent.push(JSON.parse(String(init?.body)));
        return Response.json({ data: { replaced: true } });
      }
      return answer(url as string, init);
    });
    renderPage();
    // A mark already chosen on this device, which must not outlive the seat.
    fireEvent.click((await screen.findAllByRole('radio', { name: '2' }))[0]!);
    await waitFor(() => expect(keptDraft()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'I have a conflict of interest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conflict of interest' });
    expect(within(dialog).getByText(/no longer be shown to you/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave the panel' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'She is my niece.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave the panel' }));
    expect(await screen.findByText('My interviews page')).toBeTruthy();
    expect(sent).toEqual([{ reason: 'She is my niece.' }]);
    expect(server.writes).toEqual([]);
    expect(keptDraft()).toBeNull();
  });
});

import { defaultInterviewRubric, type EvaluatorSeverity } from '@portal/shared/selection';
import type { Session } from '@portal/shared/sessions';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { ensureValidationMessages } from '@/lib/zod-form';
import { testPageData } from '@/server/test-page-data';
import { TestProviders } from '@/test/providers';
import { SessionPanel } from './session-panel';

const { phase: _phase, ongoing: _ongoing, now: _now, ...current } = testPageData().currentSession!;
const session: Session = { ...current, interviewWeight: 40, panelSize: 2, correctSeverity: false };

const evaluators: EvaluatorSeverity[] = [
  { id: 1, name: 'Ada Nkemeni', seats: 4, submitted: 3, meanScore: 61.5, severity: -8.25, comparedCandidates: 3 },
  { id: 2, name: 'Bruno Keller', seats: 4, submitted: 1, meanScore: 80, severity: null, comparedCandidates: 0 },
];

function stubApi(options: { locked?: boolean; refuseSave?: boolean } = {}) {
  const sent: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(String(url), location.href).pathname;
      const method = init.method ?? 'GET';
      if (method !== 'GET' && path.startsWith('/api/sessions/'))
        sent.push({ path, method, body: init.body ? JSON.parse(String(init.body)) : null });
      if (path === '/api/sessions/4/rubric' && method === 'PUT') {
        if (options.refuseSave)
          return Response.json(
            { status: 409, code: 'RUBRIC_LOCKED', message: 'An evaluation of this session has been submitted' },
            { status: 409 },
          );
        return Response.json({ data: { ...JSON.parse(String(init.body)), locked: false } });
      }
      if (path === '/api/sessions/4/rubric')
        return Response.json({ data: { ...defaultInterviewRubric, locked: options.locked ?? false } });
      if (path === '/api/sessions/4/evaluators') return Response.json({ data: evaluators });
      if (path === '/api/sessions/4/panels')
        return Response.json({
          data: {
            assigned: 7,
            evaluators: 3,
            unfilled: [{ applicationId: 9, applicantName: 'Amina Tchoua', missing: 1 }],
          },
        });
      return Response.json({ data: { status: 'ok' } });
    }),
  );
  return sent;
}

const renderPanel = () =>
  render(
    <TestProviders>
      <SessionPanel session={session} />
    </TestProviders>,
  );

const weightOf = (number: number) =>
  within(screen.getByRole('group', { name: `Criterion ${number}` })).getByRole('textbox', { name: /Weight/ });

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['panel', 'common', 'list']);
  await ensureValidationMessages();
});
beforeEach(() =>
  setAuth('t0k', { id: 5, firstName: 'Eva', lastName: 'Admin', username: 'eva', email: 'e@x.ch', role: 'ADMIN' }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the rubric editor', () => {
  it('says the weights’ sum as they are typed, refuses to save off 100, and saves at 100', async () => {
    const sent = stubApi();
    renderPanel();
    await screen.findByRole('group', { name: 'Criterion 1' });
    expect(screen.getByText('The weights add up to 100.')).toBeTruthy();

    fireEvent.change(weightOf(1), { target: { value: '20' } });
    expect(await screen.findByText('The weights add up to 90: 10 still to give.')).toBeTruthy();
    fireEvent.change(weightOf(2), { target: { value: '45' } });
    expect(await screen.findByText('The weights add up to 110: 10 too many.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the rubric' }));
    await waitFor(() => expect(screen.getByText('The weights add up to 110: 10 too many.')).toBeTruthy());
    expect(sent).toEqual([]);

    fireEvent.change(weightOf(2), { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a criterion' }));
    const added = screen.getByRole('group', { name: 'Criterion 6' });
    fireEvent.change(within(added).getByRole('textbox', { name: 'English' }), { target: { value: 'Punctuality' } });
    fireEvent.change(within(added).getByRole('textbox', { name: 'French' }), { target: { value: 'Ponctualité' } });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Italian' }), { target: { value: 'Puntualità' } });
    fireEvent.change(weightOf(6), { target: { value: '10' } });
    fireEvent.change(weightOf(5), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove criterion 5' }));
    expect(await screen.findByText('The weights add up to 100.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the rubric' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const saved = sent[0]!.body as { criteria: { code: string; weight: number }[] };
    expect(saved.criteria.map(({ code, weight }) => [code, weight])).toEqual([
      ['motivation', 20],
      ['need', 35],
      ['commitment', 20],
      ['academic', 15],
      ['punctuality', 10],
    ]);
    // It types into five number inputs one key at a time: on a busy two-core machine that alone can pass 5 s.
  }, 20_000);

  it('reads as a table with a notice once locked, and turns so when the server says it is', async () => {
    stubApi({ locked: true });
    renderPanel();
    expect(await screen.findByText('The rubric is locked')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Criteria and their weights' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the rubric' })).toBeNull();
    cleanup();

    stubApi({ refuseSave: true });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Save the rubric' }));
    expect(await screen.findByText('The rubric is locked')).toBeTruthy();
    expect(screen.getByText('An evaluation of this session has been submitted')).toBeTruthy();
  });

  it('is only read by an evaluator, who is shown neither the panels’ run nor the severity', async () => {
    setAuth('t0k', { id: 6, firstName: 'Eli', lastName: 'Val', username: 'eli', email: 'v@x.ch', role: 'EVALUATOR' });
    stubApi();
    renderPanel();
    expect(await screen.findByRole('table', { name: 'Criteria and their weights' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the rubric' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Form the panels' })).toBeNull();
    expect(screen.queryByText('Evaluators’ severity')).toBeNull();
  });
});

describe('the panels and the severity', () => {
  it('forms the panels and says what it did, the panels left short included', async () => {
    const sent = stubApi();
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Form the panels' }));
    expect(await screen.findByText('7 seats given. 3 staff members sit on panels.')).toBeTruthy();
    expect(screen.getByText('Amina Tchoua: 1 seat missing')).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/sessions/4/panels', method: 'POST', body: null }]);
  });

  it('shows each evaluator’s severity in words, with what it rests on', async () => {
    stubApi();
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Evaluators’ severity' });
    const ada = within(table).getByText('Ada Nkemeni').closest('tr')!;
    expect(within(ada).getByText('8.25 points below the others')).toBeTruthy();
    expect(within(ada).getByText('61.5')).toBeTruthy();
    const bruno = within(table).getByText('Bruno Keller').closest('tr')!;
    expect(within(bruno).getByText('Not known yet')).toBeTruthy();
    expect(screen.getByText(/Severity compares each evaluator’s scores/)).toBeTruthy();
  });
});

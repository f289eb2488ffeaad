import type { User } from '@portal/shared/accounts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { signInAs } from '@/test/sign-in';
import { UserActions } from './user-actions';
import { UserBadges } from './user-badges';

const person: User = {
  id: 12,
  firstName: 'Brice',
  lastName: 'Nana',
  username: 'brice',
  email: 'brice@example.org',
  role: 'STUDENT',
  active: true,
  accountVerified: true,
  avatar: null,
  locale: 'fr',
  student: null,
  created: '2026-01-10T08:00:00.000Z',
  modified: '2026-01-10T08:00:00.000Z',
  privacyNotice: { accepted: '1', current: '1' },
  twoFactor: { enabled: false, required: false, recoveryCodesLeft: 0 },
};

/** A mouse's pick, as Mantine's select listens for it. */
function pick(element: Element) {
  fireEvent.mouseDown(element, { button: 0 });
  fireEvent.click(element, { button: 0 });
}

function renderActions(user: User) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT' && String(url).endsWith('/api/users/12/role')) {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return Response.json({ data: { ...user, role: body.role } });
      }
      return Response.json({ data: { status: 'ok' } });
    }),
  );
  render(
    <TestProviders>
      <UserBadges user={user} />
      <UserActions user={user} variant="buttons" />
    </TestProviders>,
  );
  return sent;
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['users', 'common']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs('ADMIN', 1);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a user’s role', () => {
  it('is given as evaluator, saying what the role may do and that the person is signed out', async () => {
    const sent = renderActions(person);
    fireEvent.click(screen.getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Brice Nana' });
    expect(
      within(dialog).getByText('Brice Nana will be signed out everywhere; the next sign-in uses the new role.'),
    ).toBeTruthy();
    pick(within(dialog).getByLabelText('Role', { selector: 'input' }));
    // jsdom lays nothing out, so the list counts as hidden: it is found as it is.
    const listbox = await within(dialog).findByRole('listbox', { hidden: true });
    pick(within(listbox).getByRole('option', { name: 'Evaluator', hidden: true }));
    expect(within(dialog).getByText(/Reads sessions, candidates and applications, holds interviews/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toEqual([{ role: 'EVALUATOR' }]));
  });

  it('shows an evaluator’s role in every language', async () => {
    renderActions({ ...person, role: 'EVALUATOR' });
    expect(screen.getByText('Evaluator')).toBeTruthy();
    await i18n.changeLanguage('fr');
    expect(await screen.findByText('Évaluateur·rice')).toBeTruthy();
    await i18n.changeLanguage('it');
    expect(await screen.findByText('Valutatore/Valutatrice')).toBeTruthy();
  });
});

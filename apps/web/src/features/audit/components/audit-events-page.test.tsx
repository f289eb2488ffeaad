import type { AuditEvent } from '@portal/shared/audit-events';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { AuditEventsPage } from './audit-events-page';

const events: AuditEvent[] = [
  {
    id: 3,
    action: 'BREACH_DRILL',
    by: 'COMMAND',
    actorId: null,
    actorName: 'command',
    subject: null,
    details: { accounts: 212, links: 4 },
    at: '2026-11-28T09:30:00.000Z',
  },
  {
    id: 2,
    action: 'DATA_EXPORT',
    by: 'PERSON',
    actorId: 5,
    actorName: 'Ada Mbarga',
    subject: { id: 9, name: 'Amina Tchoua' },
    details: null,
    at: '2026-11-27T15:00:00.000Z',
  },
];

/** The page at `address`, its list answered by `events`; the addresses it asked for. */
function renderPage(address = '/audit') {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url));
      return Response.json({ data: { content: events, page: 0, size: 25, totalElements: 2, totalPages: 1 } });
    }),
  );
  render(
    <TestProviders>
      <MemoryRouter initialEntries={[address]}>
        <AuditEventsPage />
      </MemoryRouter>
    </TestProviders>,
  );
  return asked;
}

beforeAll(async () => {
  await initI18n('fr');
  await i18n.changeLanguage('fr');
  await i18n.loadNamespaces(['audit', 'list', 'common']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the audit screen', () => {
  it('lists each act in words, who did it and when, in the reader’s language', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Journal d’audit' });
    const drill = within(table).getByText('Exercice de violation de données').closest('tr')!;
    expect(within(drill).getByText('Une commande lancée sur le serveur')).toBeTruthy();
    expect(
      within(drill).getByText(
        'Fin de toutes les connexions (212 comptes) ; annulation : 4 liens envoyés par e-mail en attente ; remplacement de la clé des jetons.',
      ),
    ).toBeTruthy();
    expect(within(drill).getByText(/28 nov\. 2026/)).toBeTruthy();
    const exported = within(table).getByText('Données exportées').closest('tr')!;
    expect(within(exported).getByText('Ada Mbarga')).toBeTruthy();
    expect(within(exported).getByText('Données exportées pour : Amina Tchoua.')).toBeTruthy();
    expect(screen.getByText('2 lignes')).toBeTruthy();
  });

  it('asks the server for the action and order chosen in the address', async () => {
    const asked = renderPage('/audit?action=RETENTION&sort=oldest');
    await screen.findByRole('table', { name: 'Journal d’audit' });
    const url = new URL(asked.find((address) => address.includes('/api/audit-events'))!, 'http://portal.test');
    expect(url.searchParams.get('filter')).toBe('action:eq:RETENTION');
    expect(url.searchParams.get('sort')).toBe('at,asc');
    const filter = screen.getByLabelText('Quoi') as HTMLSelectElement;
    expect(filter.selectedOptions[0]?.textContent).toBe('Passage de la conservation');
  });
});

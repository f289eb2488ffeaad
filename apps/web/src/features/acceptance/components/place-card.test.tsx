import { programmeDateTime } from '@portal/shared/programme-time';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { PlaceCard } from './place-card';

const deadline = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
const place = {
  applicationId: 8,
  sessionId: 2,
  state: 'AWAITING' as const,
  deadline,
  answeredAt: null,
  withdrawalReason: null,
  withdrawnAt: null,
};

beforeAll(async () => {
  await initI18n('fr');
  await i18n.changeLanguage('fr');
  await i18n.loadNamespaces(['acceptance', 'common']);
});
afterEach(cleanup);

describe('a place to answer', () => {
  it('states its deadline as the approval mail does: in Cameroon’s time, the zone named', () => {
    render(
      <TestProviders>
        <MemoryRouter>
          <PlaceCard place={place} />
        </MemoryRouter>
      </TestProviders>,
    );
    const when = programmeDateTime('fr', deadline);
    expect(when).toMatch(/\(heure d’Afrique de l’Ouest, UTC\+1\)$/);
    expect(
      screen.getByText(
        `Le comité vous propose une place. Répondez avant le ${when} ; sans réponse, elle passe à la personne suivante sur la liste.`,
      ),
    ).toBeTruthy();
  });
});

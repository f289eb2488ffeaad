import type { ApplicationReads } from '@portal/shared/personal-data';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { CommitteeReads } from './committee-reads';
import { MyApplicationReads } from './my-application-reads';

const read = (
  minute: number,
  what: 'APPLICATION' | 'DOCUMENTS' | 'FILE',
  role: 'ADMIN' | 'EVALUATOR' = 'EVALUATOR',
) => ({
  readerName: role === 'ADMIN' ? 'Anna Rossi' : 'Jean-Pierre Mbarga',
  readerRole: role,
  at: `2027-03-12T09:${String(minute).padStart(2, '0')}:00.000Z`,
  what,
});

function renderWith(answer: ApplicationReads, screenOf: 'mine' | 'committee') {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => Response.json(answer));
  vi.stubGlobal('fetch', fetch);
  render(
    <TestProviders>
      {screenOf === 'mine' ? <MyApplicationReads applicationId={7} /> : <CommitteeReads applicationId={7} />}
    </TestProviders>,
  );
  return fetch;
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe("the applicant's card", () => {
  it('says how many reads wait, and the day their names come, never that no one read it', async () => {
    const fetch = renderWith({ data: [], withheld: { count: 3, publicationDate: '2027-07-15' } }, 'mine');
    const card = await screen.findByRole('region', { name: 'Who on the committee has read my application' });
    expect(
      await within(card).findByText(
        'So far the committee has opened your application, its documents or your files 3 times.',
      ),
    ).toBeTruthy();
    expect(
      within(card).getByText(
        'Who read it, and when, will appear here when the committee publishes its decisions, planned for Jul 15, 2027.',
      ),
    ).toBeTruthy();
    expect(within(card).queryByText('No one on the committee has opened it yet.')).toBeNull();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/applications/7/reads');
  });

  it('says, in French, that nobody opened it yet and that names come with the decisions, no day announced', async () => {
    await i18n.changeLanguage('fr');
    renderWith({ data: [], withheld: { count: 0, publicationDate: null } }, 'mine');
    expect(await screen.findByText('Aucun membre du comité ne l’a encore ouverte.')).toBeTruthy();
    expect(
      screen.getByText('Qui l’a consultée, et quand, apparaîtra ici quand le comité publiera ses décisions.'),
    ).toBeTruthy();
  });

  it('lists the reads once published, five first, then all of them on demand', async () => {
    const reads = [8, 7, 6, 5, 4, 3, 2].map((minute, index) => read(minute, index % 2 ? 'FILE' : 'APPLICATION'));
    renderWith({ data: [...reads, read(1, 'DOCUMENTS', 'ADMIN')], withheld: null }, 'mine');
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByText('Jean-Pierre Mbarga (Evaluator)')).toHaveLength(5);
    expect(within(list).getAllByText(/^Opened a document, Mar 12, 2027/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show all (8 reads)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getByText('Anna Rossi (Administrator)')).toBeTruthy();
    expect(within(list).getByText(/^Looked at the documents, Mar 12, 2027/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});

describe("the administrators' list", () => {
  it('names each reader with their role, what they opened and when, in Italian', async () => {
    await i18n.changeLanguage('it');
    renderWith({ data: [read(9, 'FILE'), read(2, 'APPLICATION', 'ADMIN')], withheld: null }, 'committee');
    const section = await screen.findByRole('region', { name: 'Chi ha consultato questa candidatura' });
    expect(await within(section).findByText('Jean-Pierre Mbarga (Valutatore/Valutatrice)')).toBeTruthy();
    expect(within(section).getByText(/^Ha aperto un documento, 12 mar 2027/)).toBeTruthy();
    expect(within(section).getByText(/^Ha aperto la candidatura, /)).toBeTruthy();
  });

  it('says when no one on the committee has opened it', async () => {
    renderWith({ data: [], withheld: null }, 'committee');
    expect(await screen.findByText('No one on the committee has opened it yet.')).toBeTruthy();
  });
});

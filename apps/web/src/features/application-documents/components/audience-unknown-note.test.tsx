import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { AudienceUnknownNote } from './audience-unknown-note';

const renderNote = () =>
  render(
    <TestProviders>
      <MemoryRouter>
        <AudienceUnknownNote sectionPath={(section) => `/applications/7/edit/${section}`} />
      </MemoryRouter>
    </TestProviders>,
  );

beforeAll(async () => {
  await initI18n('fr');
  await i18n.loadNamespaces(['documents', 'glossary']);
});

describe('the documents step before the applicant said whether they study at a university', () => {
  it('names the first step as the editor does, and links to its question', async () => {
    renderNote();
    const step = i18n.t('glossary:sections.details');
    expect(screen.getByRole('note').textContent).toContain(`dans l’étape « ${step} »`);
    const link = screen.getByRole('link', { name: `Ouvrir l’étape « ${step} »` });
    expect(link.getAttribute('href')).toBe('/applications/7/edit/details#universityStudent');
  });
});

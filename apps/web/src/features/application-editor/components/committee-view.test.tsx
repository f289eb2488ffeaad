import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DetailsSection } from '@/features/applicant-steps/public';
import { authStore, setAuth } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { testPageData } from '@/server/test-page-data';
import { anApplication } from '@/test/application';
import { TestProviders } from '@/test/providers';

const { phase: _phase, ongoing: _ongoing, now: _now, ...session } = testPageData().currentSession!;
const administrator = { id: 1, firstName: 'A', lastName: 'B', username: 'ab', email: 'ab@example.test', role: 'ADMIN' };

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['applications', 'glossary', 'common']);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(String(url), location.href).pathname;
      if (path === '/api/applications/7/applicant')
        return Response.json({ data: { birthDate: '2004-06-15', town: 'Dschang', district: null } });
      if (path === '/api/school-levels')
        return Response.json({
          data: [{ id: 2, name: { en: 'Terminale', fr: 'Terminale', it: 'Terminale' }, order: 1 }],
        });
      return Response.json({ data: { status: 'ok' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  authStore.set({ token: null, user: null });
});

describe('an application read by the committee', () => {
  it.each(['ADMIN', 'EVALUATOR'] as const)(
    'shows readable values, not inputs, and speaks of the applicant in the third person (%s)',
    async (role) => {
      setAuth('token', { ...administrator, role });
      render(
        <TestProviders>
          <MemoryRouter>
            <Suspense fallback={null}>
              <section aria-label="Details">
                <DetailsSection
                  section="details"
                  application={anApplication({
                    universityStudent: false,
                    desiredUniversity: 'Université de Dschang',
                    schoolLevelId: 2,
                  })}
                  session={session}
                  readOnly
                  sectionPath={(section) => `/applications/7/view/${section}`}
                />
              </section>
            </Suspense>
          </MemoryRouter>
        </TestProviders>,
      );
      const details = await screen.findByRole('region', { name: 'Details' });
      const value = async (label: string) =>
        (await within(details).findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
      expect(await value('Town where the applicant lives')).toBe('Dschang');
      expect(await value('District where the applicant lives')).toBe('Not given');
      expect(await value('Date of birth')).toBe('Jun 15, 2004');
      expect(await value('University wanted next year')).toBe('Université de Dschang');
      expect(await value('Level next year')).toBe('Terminale');
      expect(within(details).getByText('The applicant’s studies and next year')).toBeTruthy();
      expect(details.querySelectorAll('input, textarea, select')).toHaveLength(0);
      expect(details.textContent).not.toMatch(/\b(you|your)\b/i);
    },
  );
});

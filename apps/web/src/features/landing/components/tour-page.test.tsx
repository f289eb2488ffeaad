import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { TourPage, tourStepIndex } from './tour-page';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('public');
});

function renderTour() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <TourPage /> },
      { path: '/home', element: <p>landing</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('the tour', () => {
  it('reads its step from the address, falling back to the first', () => {
    expect(tourStepIndex('3')).toBe(2);
    expect(tourStepIndex(null)).toBe(0);
    expect(tourStepIndex('9')).toBe(0);
    expect(tourStepIndex('1.5')).toBe(0);
  });

  it('walks forward and back through the steps, then leads to the landing page', async () => {
    const router = renderTour();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/?step=2');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'What the scholarship brings' })).toBeTruthy();
    expect(router.state.location.search).toBe('?step=2');
    expect(document.activeElement?.textContent).toBe('What the scholarship brings');
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    for (let step = 2; step <= 4; step += 1) {
      fireEvent.click(screen.getByRole('link', { name: 'Next' }));
      expect(await screen.findByText(`Step ${step} of 4`)).toBeTruthy();
    }
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/auth/sign-up');
    fireEvent.click(screen.getByRole('link', { name: 'Read all about the programme' }));
    expect(await screen.findByText('landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });
});

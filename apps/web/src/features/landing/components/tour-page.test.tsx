import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { i18n, initI18n } from '@/lib/i18n';
import { TourPage } from './tour-page';

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
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('the tour', () => {
  it('walks forward and back through the steps, then leads to the landing page', async () => {
    const router = renderTour();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'What the scholarship brings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    for (let step = 0; step < 3; step += 1) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/auth/sign-up');
    fireEvent.click(screen.getByRole('link', { name: 'Read all about the programme' }));
    expect(await screen.findByText('landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });
});

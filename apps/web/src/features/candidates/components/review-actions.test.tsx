import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { ReviewActions } from './review-actions';

const query = { page: 0, size: 25, sort: 'totalScore,desc', filter: 'session.id:eq:4;eligible:eq:true' };

function renderWith(answer: (url: string) => Response) {
  const fetch = vi.fn(async (url: string) => answer(String(url)));
  vi.stubGlobal('fetch', fetch);
  render(
    <TestProviders>
      <MemoryRouter>
        <ReviewActions sessionId={4} exportQuery={query} />
      </MemoryRouter>
    </TestProviders>,
  );
  return fetch;
}

/** The calls the actions made (the app's providers also ask for the server's health). */
const applicationCalls = (fetch: ReturnType<typeof renderWith>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/applications'));

const notFound = () =>
  Response.json({ status: 404, code: 'ROUTE_NOT_FOUND', message: 'Route POST /api/x not found' }, { status: 404 });

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['candidates']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the committee’s bulk actions', () => {
  it('run the eligibility checks of the session and say how many were checked', async () => {
    const fetch = renderWith(() => Response.json({ data: { checked: 12, eligible: 9, notEligible: 3 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Run eligibility checks' }));
    expect(await screen.findByText('12 applications checked: 9 eligible, 3 not eligible.')).toBeTruthy();
    expect(applicationCalls(fetch)).toEqual(['/api/applications/eligibility-check/4']);
  });

  it('say a failure with the server’s message, a missing route included', async () => {
    renderWith(notFound);
    fireEvent.click(screen.getByRole('button', { name: 'Save all total scores' }));
    expect(await screen.findByText('Failed to compute total scores: Route POST /api/x not found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run eligibility checks' }));
    expect(await screen.findByText('Failed to check eligibilities: Route POST /api/x not found')).toBeTruthy();
  });

  it('export the list as it is filtered, with the bytes received', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const fetch = renderWith(
      () =>
        new Response(new Uint8Array(3072), {
          headers: { 'content-disposition': 'attachment; filename="candidates-export-20261123150000.xlsx"' },
        }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Saved as candidates-export-20261123150000.xlsx (3 KB).')).toBeTruthy();
    const url = new URL(applicationCalls(fetch)[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/applications/export/EXCEL');
    expect(url.searchParams.get('filter')).toBe('session.id:eq:4;eligible:eq:true');
    expect(url.searchParams.get('sort')).toBe('totalScore,desc');
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });
});

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { signInAs } from '@/test/sign-in';
import { DataDownloadCard } from './data-download-card';

const now = () => Math.floor(Date.now() / 1000);
const linkTo = (n: number) => `/api/users/7/export/download?by=7&expires=1&signature=s${n}`;

/** The size answers, one after the other; the addresses asked, in order. */
function answering(...answers: { bytes: number; files: number; expires: number }[]) {
  const asked: string[] = [];
  let served = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url));
      const answer = answers[Math.min(served, answers.length - 1)]!;
      served += 1;
      return Response.json({ data: { ...answer, url: linkTo(served) } });
    }),
  );
  return asked;
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['personal-data', 'common']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DataDownloadCard', () => {
  it('shows the size in the reader’s words, then links to the archive', async () => {
    signInAs('STUDENT', 7);
    await i18n.changeLanguage('fr');
    const asked = answering({ bytes: 2_449_999, files: 3, expires: now() + 600 });
    render(
      <TestProviders>
        <DataDownloadCard whose="me" />
      </TestProviders>,
    );
    expect(await screen.findByText('Taille : 2,4 Mo (les données et 3 fichiers envoyés)')).toBeTruthy();
    expect(asked[0]).toMatch(/\/api\/users\/me\/export\/size$/);
    const link = screen.getByRole('link', { name: 'Télécharger l’archive' });
    expect(link.getAttribute('href')).toBe(linkTo(1));
    expect(link.hasAttribute('download')).toBe(true);
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toMatch(/Le téléchargement a commencé/);
    await i18n.changeLanguage('en');
  });

  it('asks for a new link when the one shown has expired, and follows it', async () => {
    signInAs('ADMIN', 1);
    const followed: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.getAttribute('href') ?? '');
    });
    const asked = answering(
      { bytes: 48_200, files: 1, expires: now() - 5 },
      { bytes: 48_300, files: 1, expires: now() + 600 },
    );
    render(
      <TestProviders>
        <DataDownloadCard whose={7} name="Amina Njoya" />
      </TestProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Data held about Amina Njoya' })).toBeTruthy();
    expect(await screen.findByText('Size: 48 KB (the data and 1 file sent)')).toBeTruthy();
    expect(asked[0]).toMatch(/\/api\/users\/7\/export\/size$/);
    const link = screen.getByRole('link', { name: 'Download the archive' });
    const shown = link.getAttribute('href');
    const before = asked.length;
    fireEvent.click(link);
    await waitFor(() => expect(followed).toHaveLength(1));
    expect(asked).toHaveLength(before + 1);
    expect(followed).toEqual([linkTo(asked.length)]);
    expect(followed[0]).not.toBe(shown);
    click.mockRestore();
  });
});

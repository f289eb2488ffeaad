import { emptySteps } from '@portal/shared/application-rules';
import type { Application } from '@portal/shared/applications';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStore, setAuth } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { anApplication } from '@/test/application';
import { TestProviders } from '@/test/providers';
import { SubmissionConfirmation } from './submission-confirmation';
import { SubmissionForm } from './submission-form';

const sectionPath = (section: string) => `/applications/7/edit/${section}`;
const draft = (changes: Partial<Application> = {}) =>
  anApplication({ steps: emptySteps(), submitted: false, submittedAt: null, declaration: false, ...changes });
const session = { status: 'OPEN' as const, completionNotice: { en: '', fr: '', it: '' } };

function renderForm(minor: boolean, answer: () => Response, application = draft()) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  render(
    <TestProviders>
      <MemoryRouter>
        <SubmissionForm
          application={application}
          session={session}
          readOnly={false}
          sectionPath={sectionPath}
          local={[]}
          minor={minor}
          sendAgain={false}
        />
      </MemoryRouter>
    </TestProviders>,
  );
  return fetch;
}

/** The bodies of the submissions sent (the app's providers also ask for the server's health). */
const submissions = (fetch: ReturnType<typeof renderForm>) =>
  fetch.mock.calls
    .filter(([url]) => String(url).endsWith('/submit'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const submitted = () => Response.json({ data: draft({ submitted: true, submittedAt: '2026-11-28T10:00:00.000Z' }) });
const declare = () =>
  fireEvent.click(screen.getByRole('checkbox', { name: /I declare that the information in this application is true/ }));
const press = () => fireEvent.click(screen.getByRole('button', { name: 'Submit my application' }));

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['applications', 'glossary', 'sessions']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.set({ token: null, user: null });
});

describe('the submission of an adult', () => {
  it('asks nothing of a parent or guardian: the declaration alone is sent', async () => {
    const fetch = renderForm(false, submitted);
    expect(screen.queryByRole('group', { name: 'Your parent or guardian' })).toBeNull();
    declare();
    press();
    await waitFor(() => expect(submissions(fetch)).toEqual([{ declaration: true }]));
  });
});

describe('the submission of an applicant under 18', () => {
  it('asks for the parent or guardian above the declaration, each missing answer on its field, before sending', async () => {
    const fetch = renderForm(true, submitted);
    const group = within(screen.getByRole('group', { name: 'Your parent or guardian' }));
    expect(group.getByRole('link', { name: /Read the privacy notice/ }).getAttribute('href')).toBe('/about/privacy');
    const name = group.getByLabelText(/Full name of your parent or guardian/);
    const relation = group.getByLabelText(/Relation to you/);
    const consent = group.getByRole('checkbox', { name: /My parent or guardian has read the privacy notice/ });
    declare();
    press();
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(relation.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAllByText('This field is required')).toHaveLength(2);
    expect(group.getByText(/Your parent or guardian’s consent is needed/)).toBeTruthy();
    // The first field to fix takes the focus; nothing was sent.
    expect(document.activeElement).toBe(name);
    expect(submissions(fetch)).toEqual([]);

    fireEvent.change(name, { target: { value: 'Marie Ngono' } });
    fireEvent.change(relation, { target: { value: 'UNCLE_AUNT' } });
    fireEvent.click(consent);
    press();
    await waitFor(() =>
      expect(submissions(fetch)).toEqual([
        { declaration: true, guardianName: 'Marie Ngono', guardianRelation: 'UNCLE_AUNT', guardianConsent: true },
      ]),
    );
  });

  it('puts the server’s refusal of a statement on its field, and keeps a consent to be stated again', async () => {
    const refusal = () =>
      Response.json(
        {
          status: 400,
          code: 'APPLICATION_INCOMPLETE',
          message: 'The application cannot be submitted yet: it contains errors',
          fieldErrors: [{ field: 'guardianName', code: 'applications.guardian.name', message: 'Name them, please' }],
        },
        { status: 400 },
      );
    // Sent again after a rejection: who the guardian was is filled in, the consent is stated anew.
    const fetch = renderForm(
      true,
      refusal,
      draft({ guardianName: 'Paul Ngono', guardianRelation: 'FATHER', guardianConsentAt: '2026-10-01T09:00:00Z' }),
    );
    const name = screen.getByLabelText(/Full name of your parent or guardian/) as HTMLInputElement;
    expect(name.value).toBe('Paul Ngono');
    expect((screen.getByLabelText(/Relation to you/) as HTMLSelectElement).value).toBe('FATHER');
    const consent = screen.getByRole('checkbox', { name: /My parent or guardian has read/ }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    fireEvent.click(consent);
    declare();
    press();
    expect(await screen.findByText('Name them, please')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { name: 'The application was not submitted: fix these first' })).toBeTruthy();
    expect(submissions(fetch)).toHaveLength(1);
  });
});

describe('the consent as it was stated', () => {
  const sent = (changes: Partial<Application>) =>
    anApplication({ submittedAt: '2026-11-23T09:30:00.000Z', steps: emptySteps(), ...changes });
  const renderConfirmation = (application: Application) =>
    render(
      <TestProviders>
        <MemoryRouter>
          <SubmissionConfirmation application={application} session={session} sectionPath={sectionPath} />
        </MemoryRouter>
      </TestProviders>,
    );
  const minor = { guardianName: 'Marie Ngono', guardianRelation: 'MOTHER', guardianConsentAt: '2026-11-23T09:30:00Z' };

  it('tells the applicant who consented and when', () => {
    renderConfirmation(sent(minor as Partial<Application>));
    const consent = within(screen.getByRole('region', { name: 'Your parent or guardian' }));
    expect(consent.getByText('Marie Ngono (Mother)')).toBeTruthy();
    expect(consent.getByText(/^You stated their consent on .*2026.*, with your submission\.$/)).toBeTruthy();
  });

  it('tells the committee the same in its words, and says nothing for an adult', () => {
    setAuth('token', { id: 1, firstName: 'A', lastName: 'D', username: 'admin', email: 'a@x.test', role: 'ADMIN' });
    renderConfirmation(sent(minor as Partial<Application>));
    const consent = within(screen.getByRole('region', { name: 'Parent or guardian' }));
    expect(consent.getByText('Marie Ngono (Mother)')).toBeTruthy();
    expect(consent.getByText(/^The applicant stated this person’s consent on .*2026/)).toBeTruthy();
    cleanup();
    renderConfirmation(sent({}));
    expect(screen.queryByTestId('guardian-consent')).toBeNull();
  });
});

import { emptySteps } from '@portal/shared/application-rules';
import type { Application } from '@portal/shared/applications';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authStore, setAuth } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { anApplication } from '@/test/application';
import { TestProviders } from '@/test/providers';
import { markJustSubmitted } from '../utils/just-submitted';
import { SubmissionConfirmation } from './submission-confirmation';
import { SubmissionSummary } from './submission-problems';

const application = (changes: Partial<Application> = {}): Application =>
  anApplication({
    steps: { ...emptySteps(), NEXT_YEAR_PLAN: 'COMPLETED', FINANCING: 'SKIPPED' },
    submitted: false,
    submittedAt: null,
    declaration: false,
    ...changes,
  });
const sectionPath = (section: string) => `/applications/7/edit/${section}`;

function renderIn(node: React.ReactNode) {
  return render(
    <TestProviders>
      <MemoryRouter>{node}</MemoryRouter>
    </TestProviders>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['applications', 'glossary', 'sessions']);
});
afterEach(() => authStore.set({ token: null, user: null }));

describe('the submission summary', () => {
  it('names every required step by its name, with one state in words, a link to it, and what is wrong under it', () => {
    renderIn(
      <SubmissionSummary
        application={application({ steps: { ...application().steps, DOCUMENTS: 'COMPLETED' } })}
        sectionPath={sectionPath}
        problems={[
          { field: 'MOTIVATION.motivation', message: 'The letter is too short' },
          { field: 'DOCUMENTS', message: 'The transcript is missing' },
          { field: 'declaration', message: 'Accept the statement' },
          { field: 'elsewhere', message: 'Something the server said' },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'The steps of the application' }));
    const itemOf = (name: string) => within(steps.getByRole('link', { name }).closest('li') as HTMLElement);
    expect(steps.getByRole('link', { name: 'Details and next-year plan' }).getAttribute('href')).toBe(
      '/applications/7/edit/details',
    );
    expect(itemOf('Details and next-year plan').getByText('Completed')).toBeTruthy();
    expect(steps.getByRole('link', { name: 'Motivation letter' }).getAttribute('href')).toBe(
      '/applications/7/edit/motivation',
    );
    expect(itemOf('Motivation letter').getByText('To do')).toBeTruthy();
    expect(itemOf('Motivation letter').getByText('The letter is too short')).toBeTruthy();
    // Marked completed, yet something in it is wrong now: to review, with its reason, and no "completed" beside it.
    expect(itemOf('Documents').getByText('To review')).toBeTruthy();
    expect(itemOf('Documents').queryByText('Completed')).toBeNull();
    expect(itemOf('Documents').getByText('The transcript is missing')).toBeTruthy();
    expect(itemOf('Financing').getByText('Nothing to declare')).toBeTruthy();
    expect(itemOf('University results').getByText('To do')).toBeTruthy();
    // One state per step: as many badges as steps.
    expect(steps.getAllByText(/^(Completed|To review|To do|Nothing to declare)$/)).toHaveLength(9);
    // The declaration is the checkbox's to say; a problem of no step is still shown.
    expect(screen.queryByText('Accept the statement')).toBeNull();
    expect(screen.getByText('Something the server said')).toBeTruthy();
  });

  it('links each thing to fix to the field that holds it, the first step’s profile answers included', () => {
    renderIn(
      <SubmissionSummary
        application={application()}
        sectionPath={sectionPath}
        problems={[
          { field: 'NEXT_YEAR_PLAN.birthDate', message: 'Enter your date of birth' },
          { field: 'NEXT_YEAR_PLAN.town', message: 'Enter the town or the district where you live' },
          { field: 'FAMILY', message: 'Fill in the information about your family' },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'The steps of the application' }));
    // The first step was completed before the profile was emptied elsewhere: it is to fix again.
    const first = within(steps.getByRole('link', { name: 'Details and next-year plan' }).closest('li') as HTMLElement);
    expect(first.getByText('To review')).toBeTruthy();
    expect(first.queryByText('Completed')).toBeNull();
    expect(steps.getByRole('link', { name: 'Enter your date of birth' }).getAttribute('href')).toBe(
      '/applications/7/edit/details#birthDate',
    );
    expect(
      steps.getByRole('link', { name: 'Enter the town or the district where you live' }).getAttribute('href'),
    ).toBe('/applications/7/edit/details#town');
    expect(steps.getByRole('link', { name: 'Fill in the information about your family' }).getAttribute('href')).toBe(
      '/applications/7/edit/family',
    );
  });

  it('leaves out the school result of a pupil', () => {
    renderIn(
      <SubmissionSummary
        application={application({ universityStudent: false })}
        sectionPath={sectionPath}
        problems={[]}
      />,
    );
    expect(screen.queryByRole('link', { name: /University results/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'High-school resume' })).toBeTruthy();
  });
});

describe('the confirmation of a submission', () => {
  it('says when, where the receipt went and what comes next, with every step as sent, and takes the focus', () => {
    setAuth('token', {
      id: 3,
      firstName: 'Amina',
      lastName: 'T',
      username: 'amina',
      email: 'amina@example.test',
      role: 'STUDENT',
    });
    markJustSubmitted(7);
    renderIn(
      <SubmissionConfirmation
        application={application({ submitted: true, submittedAt: '2026-11-23T09:30:00.000Z' })}
        session={{ status: 'OPEN', completionNotice: { en: 'Thank you: nothing is missing.', fr: '', it: '' } }}
        sectionPath={sectionPath}
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Your application is submitted' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/on its way to amina@example.test/)).toBeTruthy();
    expect(screen.getByText(/It waits for the committee’s decision/)).toBeTruthy();
    expect(screen.getByText('Thank you: nothing is missing.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Motivation letter' })).toBeTruthy();
    expect(screen.queryByText('To review')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('follows the decision: an approved application no longer says it waits for the committee', () => {
    renderIn(
      <SubmissionConfirmation
        application={application({ submitted: true, status: 'APPROVED', submittedAt: '2026-11-23T09:30:00.000Z' })}
        session={{ status: 'CLOSED', completionNotice: { en: '', fr: '', it: '' } }}
        sectionPath={sectionPath}
      />,
    );
    expect(screen.getByText('The committee has decided: its decision is at the top of this page.')).toBeTruthy();
    expect(screen.queryByText(/waits for the committee/)).toBeNull();
  });
});

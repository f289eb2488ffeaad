import { emptySteps } from '@portal/shared/application-rules';
import type { Application } from '@portal/shared/applications';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authStore, setAuth } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { SubmissionConfirmation } from './submission-confirmation';
import { SubmissionSummary } from './submission-problems';

const application = (changes: Partial<Application> = {}): Application => ({
  id: 7,
  sessionId: 1,
  userId: 3,
  type: 'NEW',
  status: 'PENDING',
  universityStudent: true,
  desiredUniversity: null,
  desiredFaculty: null,
  desiredOption: null,
  schoolLevelId: null,
  nextYearTown: null,
  nextYearWish: null,
  currentUniversity: null,
  currentFaculty: null,
  motivation: null,
  steps: { ...emptySteps(), NEXT_YEAR_PLAN: 'COMPLETED', FINANCING: 'SKIPPED' },
  submitted: false,
  submittedAt: null,
  declaration: false,
  eligible: null,
  nonEligibilityReasons: [],
  rejectionReason: null,
  resubmissionAllowed: false,
  totalScore: null,
  renewedFromId: null,
  meetsRenewalConditions: null,
  created: '2026-11-20T10:00:00.000Z',
  modified: '2026-11-20T10:00:00.000Z',
  version: 3,
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
  await i18n.loadNamespaces('applications');
});
afterEach(() => authStore.set({ token: null, user: null }));

describe('the submission summary', () => {
  it('names every required step with its state in words and a link to it, and what is wrong under it', () => {
    renderIn(
      <SubmissionSummary
        application={application()}
        sectionPath={sectionPath}
        problems={[
          { field: 'MOTIVATION.motivation', message: 'The letter is too short' },
          { field: 'FAMILY', message: 'Not available yet' },
          { field: 'declaration', message: 'Accept the statement' },
          { field: 'elsewhere', message: 'Something the server said' },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'The steps of the application' }));
    expect(steps.getByRole('link', { name: 'Details and next-year plan — review it' }).getAttribute('href')).toBe(
      '/applications/7/edit/details',
    );
    expect(steps.getByRole('link', { name: 'Motivation letter — fix it' }).getAttribute('href')).toBe(
      '/applications/7/edit/motivation',
    );
    expect(steps.getByRole('link', { name: 'School result — fix it' })).toBeTruthy();
    expect(steps.getByText('Completed')).toBeTruthy();
    expect(steps.getByText('Skipped')).toBeTruthy();
    expect(steps.getAllByText('1 thing to fix')).toHaveLength(2);
    expect(steps.getByText('The letter is too short')).toBeTruthy();
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
    expect(steps.getByRole('link', { name: 'Details and next-year plan — fix it' })).toBeTruthy();
    expect(steps.getByText('2 things to fix')).toBeTruthy();
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
    expect(screen.queryByRole('link', { name: /School result/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'High-school resume — fix it' })).toBeTruthy();
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
    renderIn(
      <SubmissionConfirmation
        application={application({ submitted: true, submittedAt: '2026-11-23T09:30:00.000Z' })}
        sectionPath={sectionPath}
        justSubmitted
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Your application is submitted' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/on its way to amina@example.test/)).toBeTruthy();
    expect(screen.getByText(/sends its decision by e-mail/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Motivation letter' })).toBeTruthy();
    expect(screen.queryByText(/fix it/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});

import type { ApplicationScore } from '@portal/shared/review-runs';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { ScoreBreakdown } from './score-breakdown';

const score: ApplicationScore = {
  merit: 33.75,
  economicCondition: 15,
  computer: 1,
  dependenceRatio: 2,
  familyHandicap: 2,
  children: 0,
  houseSize: 2,
  houseType: 3,
  livestock: 2,
  selfHandicap: 0,
  toilet: 1,
  transport: 3,
  tv: 0,
  water: 2,
  land: 2,
  landMainActivity: 2,
  bonus: 0,
  bonusReason: null,
  total: 70.75,
};

const renderIt = (explained: boolean, changes: Partial<ApplicationScore> = {}) =>
  render(
    <TestProviders>
      <ScoreBreakdown score={{ ...score, ...changes }} explained={explained} />
    </TestProviders>,
  );

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('evaluation');
});

describe('the score breakdown', () => {
  it('shows merit and the socio-economic situation as two groups, each with its parts, then bonus and total', () => {
    renderIt(false);
    const merit = screen.getByTestId('score-group-merit');
    const socio = screen.getByTestId('score-group-socioEconomic');
    const groupRow = (group: HTMLElement, name: string) =>
      within(group).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(groupRow(merit, 'Merit')).getByText('33.75 / 50')).toBeTruthy();
    expect(within(merit).getAllByRole('row')).toHaveLength(2);
    expect(within(merit).getByRole('rowheader', { name: 'School results' })).toBeTruthy();
    expect(within(groupRow(socio, 'Socio-economic and family situation')).getByText('37 / 50')).toBeTruthy();
    expect(within(socio).getAllByRole('row')).toHaveLength(16);
    expect(within(socio).getByText('15 / 15')).toBeTruthy();
    expect(within(rowOf('Television')).getByText('0 / 1')).toBeTruthy();
    expect(within(socio).queryByText('School results')).toBeNull();
    expect(within(rowOf('Total')).getByText('70.75 / 100')).toBeTruthy();
    expect(within(rowOf('Committee bonus')).getByText('None')).toBeTruthy();
    expect(screen.getByText('Total 70.75 / 100')).toBeTruthy();
  });

  it('explains each part in plain words for the applicant, and only then', () => {
    renderIt(true, { bonus: 3, bonusReason: 'Orphan', total: 73.75 });
    expect(screen.getByText(/The income of your household in a year/)).toBeTruthy();
    expect(screen.getByText(/Extra points the committee gives/)).toBeTruthy();
    expect(within(rowOf('Committee bonus')).getByText('+3 points')).toBeTruthy();
  });

  it('keeps the committee’s reading short: no explanations', () => {
    renderIt(false);
    expect(screen.queryByText(/The income of your household in a year/)).toBeNull();
  });
});

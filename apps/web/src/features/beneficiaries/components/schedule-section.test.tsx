import type { BeneficiaryYear } from '@portal/shared/beneficiaries';
import { yearSchedule } from '@portal/shared/beneficiaries';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { ScheduleSection } from './schedule-section';

const lines = yearSchedule('2026-10-15T09:00:00Z', null);
const year = (changes: Partial<BeneficiaryYear> = {}): BeneficiaryYear => ({
  applicationId: 7,
  sessionId: 1,
  name: 'Awa Njoya',
  start: '2026-10-15T09:00:00Z',
  end: '2027-10-15T09:00:00Z',
  notRenewed: false,
  withdrawn: false,
  hours: [],
  validatedHours: 0,
  hoursExpected: 10,
  hoursRequired: 100,
  transcripts: [],
  late: [],
  schedule: lines.map((line) =>
    line.instalment === 1
      ? {
          ...line,
          paid: 100_000,
          payments: [
            {
              id: 1,
              dueDate: line.dueDate,
              amount: 100_000,
              paidDate: '2026-11-03',
              operator: 'ORANGE_MONEY' as const,
              reference: 'OM240503.1234.A56789',
            },
          ],
        }
      : { ...line, paid: 0, payments: [] },
  ),
  ...changes,
});

async function renderSchedule(value: BeneficiaryYear, admin: boolean) {
  render(
    <TestProviders>
      <ScheduleSection year={value} admin={admin} />
    </TestProviders>,
  );
  // The table (from the sm breakpoint up) and the phone's cards are both in the page; CSS shows one.
  return { table: await screen.findByRole('table', { name: 'Échéancier des paiements' }) };
}

beforeAll(async () => {
  await initI18n('fr');
  await i18n.changeLanguage('fr');
  await i18n.loadNamespaces('beneficiaries');
});
afterAll(() => i18n.changeLanguage('en'));

describe('the schedule', () => {
  it('shows the tuition fee to be set, amounts and payments in the reader’s format, what is still due', async () => {
    const { table } = await renderSchedule(year(), false);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[1]!.textContent).toContain('Frais de scolarité');
    expect(rows[1]!.textContent).toContain('À fixer par le comité');
    expect(rows[2]!.textContent).toContain('108\u202f333 FCFA');
    expect(rows[2]!.textContent).toContain('100\u202f000 FCFA payés le 3 nov. 2026 par Orange Money');
    expect(rows[2]!.textContent).toContain('Reste dû : 8\u202f333 FCFA');
    expect(rows[2]!.textContent).not.toContain('2026-11-03');
    // A beneficiary reads the schedule; only the committee records.
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('list', { name: 'Échéancier des paiements' })).toHaveLength(1);
  });

  it('offers the committee to set the tuition fee and to record what is still due', async () => {
    await renderSchedule(year(), true);
    expect(screen.getAllByRole('button', { name: 'Fixer le montant' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Enregistrer le paiement (Versement 1)' }).length).toBeGreaterThan(0);
    // The tuition fee has no amount yet: nothing to record on it.
    expect(screen.queryByRole('button', { name: 'Enregistrer le paiement (Frais de scolarité)' })).toBeNull();
  });

  it('offers nothing to record on a withdrawn place', async () => {
    await renderSchedule(year({ withdrawn: true }), true);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

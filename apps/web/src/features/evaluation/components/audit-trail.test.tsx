import type { AuditEntryAnswer } from '@portal/shared/review-runs';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { TestProviders } from '@/test/providers';
import { AuditTrail } from './audit-trail';

const line = (
  id: number,
  action: AuditEntryAnswer['action'],
  before: unknown,
  after: unknown,
  note: string | null = null,
) => ({
  id,
  action,
  actorName: 'Anna Rossi',
  at: '2026-11-23T09:30:00.000Z',
  before,
  after,
  note,
});

/** One line of every kind the committee's work writes, as the API answers them, newest first. */
const trail = [
  line(10, 'WITHDRAWAL', { state: 'ACCEPTED' }, { state: 'WITHDRAWN', reason: 'Left the university' }),
  line(
    9,
    'DECISION_TAKEN_BACK',
    { status: 'APPROVED', rejectionReason: null, resubmissionAllowed: false },
    { status: 'PENDING', rejectionReason: null, resubmissionAllowed: false },
  ),
  line(
    8,
    'DECISION',
    { status: 'PENDING', rejectionReason: null, resubmissionAllowed: false },
    { status: 'APPROVED', rejectionReason: null, resubmissionAllowed: false },
    'Not submitted yet: approved on the word of the Cameroon branch.',
  ),
  line(
    7,
    'DECISION',
    { status: 'PENDING', rejectionReason: null, resubmissionAllowed: false },
    { status: 'REJECTED', rejectionReason: 'Transcript unreadable', resubmissionAllowed: true },
  ),
  line(
    6,
    'BONUS',
    { bonus: null, bonusReason: null, totalScore: 51.25 },
    { bonus: 3, bonusReason: 'Orphan of both parents', totalScore: 54.25 },
  ),
  line(
    5,
    'BONUS',
    { bonus: 3, bonusReason: 'Orphan', totalScore: 54.25 },
    { bonus: null, bonusReason: null, totalScore: 51.25 },
  ),
  line(
    4,
    'SCORE',
    { totalScore: null, rank: null, rankingMark: null },
    { totalScore: 51.25, rank: 3, rankingMark: 'BIOMEDICAL_PLACE' },
  ),
  line(3, 'SCORE', { totalScore: 40, rank: 12 }, { totalScore: 41.5, rank: null }),
  line(
    2,
    'ELIGIBILITY_CHECK',
    { eligible: null, reasons: [] },
    {
      eligible: false,
      reasons: [
        { code: 'birthDateMissing', params: {} },
        { code: 'averageTooLow', params: { average: 10.5, minimum: 12 } },
      ],
    },
  ),
  line(
    1,
    'ELIGIBILITY_CHECK',
    { eligible: false, reasons: [{ code: 'placeMissing', params: {} }] },
    { eligible: true, reasons: [] },
  ),
] satisfies AuditEntryAnswer[];

function renderTrail() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: trail })),
  );
  return render(
    <TestProviders>
      <AuditTrail applicationId={12} />
    </TestProviders>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

/** A catalog key left as it is ("audit.score.total", "review:eligibility.x") rather than worded. */
const rawKey = /\b(audit|eligibility|decision|score|bonus|review|evaluation|applications|auditActions)[.:][A-Za-z]/;

describe('the history of the review', () => {
  it.each([
    [
      'en',
      [
        'Place withdrawn',
        'Place: withdrawn (before: accepted).',
        'Reason given to the applicant: “Left the university”',
        'Decision taken back',
        'The decision “Approved” was taken back: the application is pending again.',
        'Decision: Approved (before: Pending).',
        'Committee’s note: “Not submitted yet: approved on the word of the Cameroon branch.”',
        'Decision: Rejected (before: Pending).',
        'Reason given to the applicant: “Transcript unreadable”',
        'The applicant may correct the application and submit it again.',
        'Bonus given: 3 points.',
        'Reason for the bonus: “Orphan of both parents”',
        'Total score: 54.25 points (before: 51.25 points).',
        'Bonus removed (before: 3 points).',
        'Total score: 51.25 points (before: none).',
        'Rank: no. 3 (before: not ranked).',
        'Place in the ranking: selected on the biomedical place (before: none).',
        'Rank: not ranked (before: no. 12).',
        'Found not eligible (before: not checked).',
        'The date of birth is missing',
        'Annual average 10.5/20: at least 12/20 is required',
        'Found eligible (before: not eligible).',
        'Neither the town nor the district of residence is given',
      ],
    ],
    [
      'fr',
      [
        'Place retirée',
        'Place : retirée (avant : acceptée).',
        'Décision annulée',
        'La décision « Approuvée » a été annulée : la candidature est de nouveau en attente.',
        'Note du comité : « Not submitted yet: approved on the word of the Cameroon branch. »',
        'Raison donnée au candidat : « Transcript unreadable »',
        'Total score : 54,25 points (avant : 51,25 points).'.replace('Total score', 'Score total'),
        'Rang : n° 3 (avant : non classée).',
        'Jugée non éligible (avant : non contrôlée).',
        'La date de naissance manque',
        'Moyenne annuelle de 10,5/20',
        'Place dans le classement : sélectionnée sur la place biomédicale (avant : aucune).',
      ],
    ],
    [
      'it',
      [
        'Posto ritirato',
        'Posto: ritirato (prima: accettato).',
        'Decisione ritirata',
        'Nota del comitato: «Not submitted yet: approved on the word of the Cameroon branch.»',
        'Bonus assegnato: 3 punti.',
        'Punteggio totale: 51,25 punti (prima: nessuno).',
        'Posto in graduatoria: selezionata sul posto biomedico (prima: nessuno).',
        'Giudicata non ammissibile (prima: non verificata).',
        'Manca la data di nascita',
      ],
    ],
  ])('reads every kind of line as sentences in %s, values in its format', async (language, sentences) => {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces(['evaluation', 'applications']);
    const { container } = renderTrail();
    await screen.findByText(sentences[0]!);
    const text = container.textContent ?? '';
    for (const sentence of sentences) expect(text).toContain(sentence);
    expect(text).not.toContain('[object');
    expect(text).not.toContain('→');
    expect(text.match(rawKey)).toBeNull();
  });
});

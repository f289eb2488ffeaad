import type { SessionStatistics } from '@portal/shared/applications';
import { useTranslation } from 'react-i18next';
import { FigureCards } from '@/components/statistics-block';
import { useNumbers } from '@/lib/numbers';

/** The figures of a session's candidates, in the order the committee reads them. */
export const statisticFigures = [
  'totalCandidates',
  'newCandidates',
  'oldCandidates',
  'oldEndingCandidates',
  'eligibleCandidates',
  'preselectedCandidates',
  'interviewedCandidates',
  'selfHandicap',
  'familyHandicap',
] as const satisfies readonly (keyof SessionStatistics)[];

/** A session's figures as cards (the administrator's dashboard), of the one look figures have in the app. */
export function SessionStatisticsFigures({ statistics }: { statistics: SessionStatistics }) {
  const { t } = useTranslation('sessions');
  const numbers = useNumbers();
  const figures = statisticFigures.map((figure) => ({
    key: figure,
    value: numbers.format(statistics[figure]),
    label: t(`statistics.figures.${figure}`),
  }));
  return (
    <FigureCards figures={figures} expected={statisticFigures.length} cols={{ base: 2, sm: 4 }} testIdPrefix="figure" />
  );
}

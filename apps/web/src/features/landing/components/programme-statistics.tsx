import { useTranslation } from 'react-i18next';
import { StatisticsBlock } from '@/components/statistics-block';
import { useNumbers } from '@/lib/numbers';
import { useStatistics } from '../api/get-statistics';

/**
 * The programme's public figures: sessions launched, scholarships granted and their total value. The landing page
 * and the student's dashboard show the same block (the dashboard's read is cached when the student came from here).
 */
export function ProgrammeStatistics({ titleId, titleSize }: { titleId: string; titleSize?: string }) {
  const { t } = useTranslation('public');
  const { data, isError } = useStatistics();
  const numbers = useNumbers();
  const figures = data && [
    { key: 'sessions', value: numbers.format(data.numberOfSessions), label: t('statistics.sessions') },
    { key: 'scholarships', value: numbers.format(data.totalScholarshipsGranted), label: t('statistics.scholarships') },
    { key: 'value', value: numbers.francs(data.totalValueGranted), label: t('statistics.value') },
  ];
  return (
    <StatisticsBlock
      title={t('statistics.title')}
      titleId={titleId}
      titleSize={titleSize}
      failure={isError ? t('statistics.failed') : null}
      figures={figures}
      expected={3}
    />
  );
}

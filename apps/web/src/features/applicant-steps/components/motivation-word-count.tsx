import { Text } from '@mantine/core';
import { countWords, motivationWords } from '@portal/shared/application-rules';
import { useApplicantWords } from '@/features/applications/public';

/** "N words (100–500)" as the server counts them, and whether the letter is within the limits, in words. */
export function MotivationWordCount({ text }: { text: string }) {
  const { t } = useApplicantWords('applications');
  const count = countWords(text);
  const { min, max } = motivationWords;
  const verdict =
    count < min
      ? t('motivation.short', { count: min - count })
      : count > max
        ? t('motivation.long', { count: count - max })
        : t('motivation.within');
  return (
    <Text span size="sm" data-words={count}>
      {t('motivation.count', { count, min, max })} · {verdict}
    </Text>
  );
}

import { Alert, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { applicationTypes } from '@portal/shared/enums';
import type { PreselectionPreview as Preview } from '@portal/shared/selection';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Detail } from '@/components/detail';
import { useNumbers } from '@/lib/numbers';

type Props = {
  /** The preview of the count asked; undefined while the first one loads. */
  preview: Preview | undefined;
  /** The count the preview answers (debounced), or null while no valid count is typed. */
  count: number | null;
  loading: boolean;
  error: Error | null;
};

/**
 * What a run would do, before the committee confirms it: the cut score, how many are in and how many of them only
 * through the tie at the cut, how many of each applicant type, who joins and leaves the shortlist, and whether
 * booked interviews stand in the way. Read out to screen readers as it changes.
 */
export function PreselectionPreview({ preview, count, loading, error }: Props) {
  const { t } = useTranslation(['candidates', 'glossary']);
  const numbers = useNumbers();
  const counted = (key: string, value: number, extra: Record<string, string> = {}) =>
    t(`candidates:preselectDialog.${key}`, { count: value, value: numbers.format(value), ...extra });

  return (
    <Stack gap="sm" aria-live="polite" data-testid="preselection-preview">
      {count === null ? <Text size="sm">{t('candidates:preselectDialog.typeCount')}</Text> : null}
      {count !== null && loading && !preview ? (
        <Stack gap={4} align="flex-start" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('candidates:preselectDialog.counting')}</Text>
        </Stack>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : null}
      {count !== null && preview && preview.competing === 0 ? (
        <Alert color="yellow">{t('candidates:preselectDialog.nobodyCompetes')}</Alert>
      ) : null}
      {count !== null && preview && preview.competing > 0 ? (
        <>
          <SimpleGrid component="dl" cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
            <Detail
              label={t('candidates:preselectDialog.cutScore')}
              value={preview.cutScore === null ? null : numbers.format(preview.cutScore, 'score')}
            />
            <Detail label={t('candidates:preselectDialog.preselected')} value={numbers.format(preview.preselected)} />
            <Detail label={t('candidates:preselectDialog.tiedAtCut')} value={numbers.format(preview.tiedAtCut)} />
            {applicationTypes.map((type) => (
              <Detail key={type} label={t(`glossary:types.${type}`)} value={numbers.format(preview.byType[type])} />
            ))}
          </SimpleGrid>
          {preview.tiedAtCut > 0 && preview.cutScore !== null ? (
            <Text size="sm">
              {counted('tieExplained', preview.tiedAtCut, {
                cut: numbers.format(preview.cutScore, 'score'),
                asked: numbers.format(count),
                total: numbers.format(preview.preselected),
              })}
            </Text>
          ) : null}
          {preview.competing < count ? <Text size="sm">{counted('fewerCompete', preview.competing)}</Text> : null}
          {preview.joining > 0 || preview.leaving > 0 ? (
            <Text size="sm">
              {counted('joining', preview.joining)} {counted('leaving', preview.leaving)}
            </Text>
          ) : (
            <Text size="sm">{t('candidates:preselectDialog.unchanged')}</Text>
          )}
          {preview.blocked > 0 ? (
            <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {counted('blocked', preview.blocked)}
            </Alert>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

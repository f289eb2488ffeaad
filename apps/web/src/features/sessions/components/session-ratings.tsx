import { Stack, Text, Title } from '@mantine/core';
import type { SessionRating } from '@portal/shared/list-steps';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/list/column';
import { ListControls, ListFilter, ListSort } from '@/components/list/list-controls';
import type { ListSpec } from '@/components/list/list-spec';
import { PagedTable } from '@/components/list/paged-table';
import { useListParams } from '@/components/list/use-list-params';
import { useFormatDate } from '@/hooks/use-format-date';
import { useSessionRatings } from '../api/get-session-ratings';

const ratingsList = {
  sorts: { newest: 'modified,desc', oldest: 'modified,asc', best: 'stars,desc', worst: 'stars,asc' },
  filters: { stars: { values: ['1', '2', '3', '4', '5'], clause: (value: string) => `stars:eq:${value}` } },
} satisfies ListSpec;

/** What the applicants of a session think of the portal: stars, suggestions and comments, for the organisers. */
export function SessionRatings({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('sessions');
  const { dateTime } = useFormatDate();
  const list = useListParams(ratingsList);
  const ratings = useSessionRatings(sessionId, list.query);
  const columns: Column<SessionRating>[] = [
    {
      key: 'stars',
      header: t('ratings.stars'),
      primary: true,
      cell: (rating) => (
        <Text size="sm" fw={600}>
          {t('ratings.starsValue', { count: rating.stars })}
        </Text>
      ),
    },
    {
      key: 'applicant',
      header: t('ratings.applicant'),
      cell: (rating) => rating.applicantName ?? t('ratings.unknownApplicant'),
    },
    { key: 'suggestion', header: t('ratings.suggestion'), cell: (rating) => rating.suggestion },
    { key: 'content', header: t('ratings.content'), cell: (rating) => rating.content },
    { key: 'date', header: t('ratings.date'), cell: (rating) => dateTime(rating.modified) },
  ];
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('ratings.title')}
      </Title>
      <ListControls maw={640}>
        <ListSort list={list} label={t('ratings.sort')} optionLabel={(sort) => t(`ratings.sorts.${sort}`)} />
        <ListFilter
          list={list}
          name="stars"
          label={t('ratings.starsFilter')}
          optionLabel={(stars) => t('ratings.starsValue', { count: Number(stars) })}
        />
      </ListControls>
      <PagedTable
        label={t('ratings.title')}
        list={list}
        query={ratings}
        columns={columns}
        rowKey={(rating) => rating.id}
        empty={t('ratings.empty')}
        filtered={Boolean(list.filters.stars)}
      />
    </Stack>
  );
}

import { Anchor, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApplicationCard, useMyApplications } from '@/features/applications/public';
import { recentApplications } from '../utils/recent-applications';

/**
 * The student's applications to the latest sessions besides the current one, each with its decision as published
 * (approved, not approved, rejected with the committee's reason, or pending until the session closes) and the ways
 * to the application and to the decision. After a session closes there is no current session: this is where the
 * applicant reads what the committee decided. Nothing when there are none.
 */
export function RecentApplications({ currentId }: { currentId: number | null }) {
  const { t } = useTranslation('dashboard');
  const mine = useMyApplications();
  if (mine.isPending) return <Skeleton height={160} radius="md" />;
  // A line that drops leaves the rest of the dashboard as it is; "My applications" says what went wrong.
  if (mine.isError) return null;
  const { shown, more } = recentApplications(mine.data, currentId);
  if (shown.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="dashboard-recent" gap="sm">
      <Title order={2} size="h3" id="dashboard-recent">
        {t('recent.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {shown.map((application) => (
          <ApplicationCard key={application.id} application={application} titleOrder={3} />
        ))}
      </SimpleGrid>
      {more > 0 ? (
        <Anchor component={Link} to={paths.myApplications()} size="sm">
          {t('recent.all', { count: more })}
        </Anchor>
      ) : null}
    </Stack>
  );
}

import { Alert, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyApplications } from '../api/get-my-applications';
import { ApplicationCard } from './application-card';
import { ApplyPrompt } from './apply-prompt';

/** /applications/my: the student's applications, newest first, as cards (one column on a phone). */
export function MyApplicationsPage() {
  const { t } = useTranslation('applications');
  const query = useMyApplications();
  return (
    <Container size="lg" px={0}>
      <Stack>
        <Title order={1}>{t('pages.my.title')}</Title>
        {query.isPending ? <Skeleton height={180} radius="md" /> : null}
        {query.isError ? <Alert color="red">{query.error.message}</Alert> : null}
        {query.data?.length === 0 ? <Text>{t('pages.my.empty')}</Text> : null}
        {query.data?.length === 0 ? <ApplyPrompt /> : null}
        {query.data?.length ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {query.data.map((application) => (
              <ApplicationCard key={application.id} application={application} />
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Container>
  );
}

import { Alert, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { useUser } from '../api/get-user';
import { UserActions } from './user-actions';
import { UserBadges } from './user-badges';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

export function UserDetailPage() {
  const { t, i18n } = useTranslation('users');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const user = useUser(id);
  const date = (value: string) => new Date(value).toLocaleString(i18n.language);

  return (
    <Stack maw={860}>
      <Group>
        <BackButton fallback="/users" />
      </Group>
      {user.isPending && <Loader aria-label={t('list.loading')} />}
      {user.isError && (
        <Alert color="red" role="alert">
          {user.error.message}
        </Alert>
      )}
      {user.data && (
        <>
          <Title order={1}>
            {user.data.firstName} {user.data.lastName}
          </Title>
          <UserBadges user={user.data} />
          <Card withBorder>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Field label={t('fields.username')} value={user.data.username} />
              <Field label={t('fields.email')} value={user.data.email} />
              <Field label={t('fields.created')} value={date(user.data.created)} />
              <Field label={t('fields.modified')} value={date(user.data.modified)} />
              <Field label={t('fields.town')} value={user.data.student?.town} />
              <Field label={t('fields.mobileNumber')} value={user.data.student?.mobileNumber} />
            </SimpleGrid>
          </Card>
          <UserActions user={user.data} variant="buttons" onDeleted={() => navigate('/users', { replace: true })} />
        </>
      )}
    </Stack>
  );
}

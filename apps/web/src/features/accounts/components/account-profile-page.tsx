import { Alert, Avatar, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { User } from '@portal/shared/accounts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAvatarSrc } from '@/hooks/use-avatar-src';
import { useFormatDate } from '@/hooks/use-format-date';
import { useMe } from '../api/get-me';
import { studentPhoneFields, studentTextFields } from './student-form-values';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation('accounts');
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || t('profile.notGiven')}</Text>
    </div>
  );
}

function StudentDetails({ student }: { student: NonNullable<User['student']> }) {
  const { t } = useTranslation('accounts');
  const formatDate = useFormatDate();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl">
      <Field label={t('student.sex')} value={student.sex ? t(`student.sexes.${student.sex}`) : null} />
      <Field label={t('student.birthDate')} value={formatDate.date(student.birthDate)} />
      {[...studentTextFields, ...studentPhoneFields].map((field) => (
        <Field key={field} label={t(`student.${field}`)} value={student[field]} />
      ))}
      <Field label={t('student.hasDisability')} value={t(student.hasDisability ? 'profile.yes' : 'profile.no')} />
    </SimpleGrid>
  );
}

/** /account/profile: what the portal knows about me, read-only, with a link to settings. */
export function AccountProfilePage() {
  const { t } = useTranslation('accounts');
  const me = useMe();
  const avatar = useAvatarSrc(me.data?.avatar);
  if (me.isPending) return <Loader aria-label={t('common.loading')} />;
  if (me.isError)
    return (
      <Alert color="red" role="alert">
        {me.error.message}
      </Alert>
    );
  const user = me.data;
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Stack maw={760}>
      <Title order={1}>{t('profile.title')}</Title>
      <Card withBorder>
        <Group wrap="wrap">
          <Avatar src={avatar} alt="" size={80} radius={80} color="initials" name={name} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h3">
              {name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              @{user.username} · {user.email}
            </Text>
            <Group gap={6}>
              <Badge variant="light">{t(`roles.${user.role}`)}</Badge>
            </Group>
          </Stack>
        </Group>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('student.title')}
        </Title>
        {user.student ? <StudentDetails student={user.student} /> : <Text size="sm">{t('profile.noStudent')}</Text>}
      </Card>
      <Group>
        <Button component={Link} to="/account/settings/profile">
          {t('profile.edit')}
        </Button>
      </Group>
    </Stack>
  );
}

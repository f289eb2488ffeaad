import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentSession } from '@/features/sessions/public';
import { useFormatDate } from '@/hooks/use-format-date';
import { useAuth } from '@/lib/auth-store';
import { useCurrentApplication } from '../api/get-current-application';

/**
 * "Apply to the current session", for a student who has not applied to it while it takes applications; nothing
 * otherwise (an administrator, a session not open, an application already started).
 */
export function ApplyPrompt() {
  const { t } = useTranslation('applications');
  const { dateTime } = useFormatDate();
  const student = useAuth().user?.role === 'STUDENT';
  const session = useCurrentSession().data?.session;
  const application = useCurrentApplication({ enabled: student && Boolean(session?.ongoing) });
  if (!student || !session?.ongoing || !application.isSuccess || application.data) return null;
  return (
    <Card component="section" aria-labelledby="apply-prompt-title" withBorder padding="lg" radius="md">
      <Title order={2} size="h3" id="apply-prompt-title">
        {t('pages.prompt.title')}
      </Title>
      <Text mt="xs">{t('pages.prompt.text', { name: session.name, end: dateTime(session.endDate) })}</Text>
      <Group mt="md">
        <Button
          component={Link}
          to={paths.applyToSession({ id: session.id })}
          leftSection={<IconPencilPlus size={18} aria-hidden />}
        >
          {t('pages.prompt.action')}
        </Button>
      </Group>
    </Card>
  );
}

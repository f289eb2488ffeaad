import { Alert, Anchor, Badge, Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BeneficiaryYear } from '@portal/shared/beneficiaries';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { paths } from '@/config/paths';
import { useFormatDate } from '@/hooks/use-format-date';
import { useAuth } from '@/lib/auth-store';
import { useNumbers } from '@/lib/numbers';
import { useYear } from '../api/get-year';
import { useValidateHours } from '../api/year-writes';
import { HoursForm } from './hours-form';
import { ScheduleSection } from './schedule-section';
import { TranscriptUpload } from './transcript-upload';

function Hours({ year, admin }: { year: BeneficiaryYear; admin: boolean }) {
  const { t } = useTranslation('beneficiaries');
  const format = useFormatDate();
  const validate = useValidateHours(year.applicationId);
  const number = useNumbers();
  const share = Math.min(100, (year.validatedHours / year.hoursRequired) * 100);
  return (
    <Card component="section" aria-labelledby="year-hours" withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id="year-hours">
          {t('hours.title')}
        </Title>
        <Text>
          {t('hours.total', { done: number.format(year.validatedHours), required: year.hoursRequired })}{' '}
          <Text span c="dimmed">
            {t('hours.expected', { expected: year.hoursExpected })}
          </Text>
        </Text>
        <Progress value={share} aria-label={t('hours.progress')} size="lg" />
        {year.hours.length === 0 ? <Text c="dimmed">{t('hours.none')}</Text> : null}
        <Stack gap="xs">
          {year.hours.map((entry) => (
            <Group key={entry.id} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text size="sm" fw={600}>
                  {format.date(entry.date)} ·{' '}
                  {t('hours.count', { count: entry.hours, formatted: number.format(entry.hours) })}
                </Text>
                <Text size="sm">{entry.description}</Text>
              </div>
              {entry.validatedAt ? (
                <Badge color="green" variant="light">
                  {t('hours.validated')}
                </Badge>
              ) : admin && !year.withdrawn ? (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => validate.mutate(entry.id)}
                  loading={validate.isPending}
                >
                  {t('hours.validate')}
                </Button>
              ) : (
                <Badge color="gray" variant="light">
                  {t('hours.pending')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
        {admin || year.withdrawn ? null : <HoursForm applicationId={year.applicationId} />}
      </Stack>
    </Card>
  );
}

function Transcripts({ year, admin }: { year: BeneficiaryYear; admin: boolean }) {
  const { t } = useTranslation('beneficiaries');
  const format = useFormatDate();
  return (
    <Card component="section" aria-labelledby="year-transcripts" withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Title order={2} size="h4" id="year-transcripts">
          {t('transcripts.title')}
        </Title>
        {[1, 2].map((semester) => {
          const held = year.transcripts.find((transcript) => transcript.semester === semester);
          if (held)
            return (
              <Group key={semester} gap="xs" justify="space-between" wrap="wrap">
                <Text size="sm">{t('transcripts.received', { semester, date: format.date(held.uploaded) })}</Text>
                {/* The file itself, in a new tab: a PDF or a photo the phone shows as it is. */}
                <Anchor href={held.url} target="_blank" rel="noopener" size="sm">
                  {t('transcripts.open', { semester })}
                </Anchor>
              </Group>
            );
          return admin || year.withdrawn ? (
            <Text key={semester} size="sm">
              {t('transcripts.missing', { semester })}
            </Text>
          ) : (
            <TranscriptUpload key={semester} applicationId={year.applicationId} semester={semester} />
          );
        })}
      </Stack>
    </Card>
  );
}

/** /scholarship/:id: the beneficiary's year (hours, schedule, transcripts); administrators validate and record. */
export function YearPage() {
  const { t } = useTranslation('beneficiaries');
  const id = Number(useParams().id);
  const year = useYear(id);
  const format = useFormatDate();
  const admin = useAuth().user?.role === 'ADMIN';
  return (
    <Stack>
      <Group>
        <BackButton fallback={admin ? paths.beneficiaries() : paths.dashboard()} />
      </Group>
      <Title order={1}>{year.data?.name && admin ? t('titleOf', { name: year.data.name }) : t('title')}</Title>
      {year.isPending ? <Skeleton height={200} /> : null}
      {year.error ? <Alert color="red">{year.error.message}</Alert> : null}
      {year.data ? (
        <>
          <Text>{t('period', { start: format.date(year.data.start), end: format.date(year.data.end) })}</Text>
          {year.data.withdrawn ? <Alert color="gray">{t('withdrawn')}</Alert> : null}
          {year.data.notRenewed ? <Alert color="gray">{t('notRenewed')}</Alert> : null}
          {year.data.late.length ? (
            <Alert color="orange" title={t('late.title')}>
              {year.data.late.map((item) => t(`late.${item}`)).join(' · ')}
            </Alert>
          ) : null}
          <Hours year={year.data} admin={admin} />
          <ScheduleSection year={year.data} admin={admin} />
          <Transcripts year={year.data} admin={admin} />
        </>
      ) : null}
    </Stack>
  );
}

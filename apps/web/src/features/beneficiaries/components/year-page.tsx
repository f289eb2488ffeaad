import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Progress,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { BeneficiaryYear } from '@portal/shared/beneficiaries';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { paths } from '@/config/paths';
import { useFormatDate } from '@/hooks/use-format-date';
import { useAuth } from '@/lib/auth-store';
import { useYear } from '../api/get-year';
import { useValidateHours } from '../api/year-writes';
import { formatFcfa } from './fcfa';
import { HoursForm } from './hours-form';
import { TranscriptUpload } from './transcript-upload';

// The committee's form: never downloaded by a beneficiary.
const PaymentForm = lazy(() => import('./payment-form').then((m) => ({ default: m.PaymentForm })));

function Hours({ year, admin }: { year: BeneficiaryYear; admin: boolean }) {
  const { t, i18n } = useTranslation('beneficiaries');
  const format = useFormatDate();
  const validate = useValidateHours(year.applicationId);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 });
  const share = Math.min(100, (year.validatedHours / year.hoursRequired) * 100);
  return (
    <Card component="section" aria-labelledby="year-hours" withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id="year-hours">
          {t('hours.title')}
        </Title>
        <Text>{t('hours.total', { done: number.format(year.validatedHours), required: year.hoursRequired })}</Text>
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
              ) : admin ? (
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
        {admin ? null : <HoursForm applicationId={year.applicationId} />}
      </Stack>
    </Card>
  );
}

function Schedule({ year, admin }: { year: BeneficiaryYear; admin: boolean }) {
  const { t, i18n } = useTranslation('beneficiaries');
  const format = useFormatDate();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [recording, setRecording] = useState<{ dueDate: string; amount: number } | null>(null);
  return (
    <Card component="section" aria-labelledby="year-payments" withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id="year-payments">
          {t('payments.title')}
        </Title>
        <Table.ScrollContainer minWidth={300}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.dueDate')}</Table.Th>
                <Table.Th>{t('payments.amount')}</Table.Th>
                <Table.Th>{t('payments.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {year.schedule.map((line) => (
                <Table.Tr key={line.dueDate}>
                  <Table.Td>{format.date(line.dueDate)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatFcfa(line.amount, locale)}</Table.Td>
                  <Table.Td>
                    {line.payment ? (
                      <Text size="sm">
                        {t('payments.paidOn', {
                          date: format.date(line.payment.paidDate),
                          operator: t(`operators.${line.payment.operator}`),
                        })}
                        {admin ? ` · ${line.payment.reference}` : ''}
                      </Text>
                    ) : admin ? (
                      <Button size="xs" variant="light" onClick={() => setRecording(line)}>
                        {t('payments.record')}
                      </Button>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('payments.notYet')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Modal opened={recording !== null} onClose={() => setRecording(null)} title={t('payments.record')} centered>
        {recording ? (
          <Suspense fallback={<Skeleton height={200} />}>
            <PaymentForm applicationId={year.applicationId} {...recording} onDone={() => setRecording(null)} />
          </Suspense>
        ) : null}
      </Modal>
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
          return admin ? (
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
          {year.data.notRenewed ? <Alert color="gray">{t('notRenewed')}</Alert> : null}
          {year.data.late.length ? (
            <Alert color="orange" title={t('late.title')}>
              {year.data.late.map((item) => t(`late.${item}`)).join(' · ')}
            </Alert>
          ) : null}
          <Hours year={year.data} admin={admin} />
          <Schedule year={year.data} admin={admin} />
          <Transcripts year={year.data} admin={admin} />
        </>
      ) : null}
    </Stack>
  );
}

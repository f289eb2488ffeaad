import { Badge, Button, Card, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type BeneficiaryYear, type ScheduleLineAnswer, stillDue } from '@portal/shared/beneficiaries';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/list/column';
import { ListCards } from '@/components/list/list-cards';
import { ListTable } from '@/components/list/list-table';
import { useFormatDate } from '@/hooks/use-format-date';
import { useNumbers } from '@/lib/numbers';

// The committee's forms: never downloaded by a beneficiary.
const PaymentForm = lazy(() => import('./payment-form').then((m) => ({ default: m.PaymentForm })));
const TuitionForm = lazy(() => import('./tuition-form').then((m) => ({ default: m.TuitionForm })));

/** "Tuition fees", "Instalment 2". */
export const lineName = (t: TFunction<'beneficiaries'>, line: Pick<ScheduleLineAnswer, 'kind' | 'instalment'>) =>
  line.kind === 'TUITION' ? t('lines.TUITION') : t('lines.ALLOWANCE', { instalment: line.instalment });

type Dialog = { kind: 'payment'; line: ScheduleLineAnswer } | { kind: 'tuition'; line: ScheduleLineAnswer } | null;

function PaymentsOf({ line }: { line: ScheduleLineAnswer }) {
  const { t } = useTranslation('beneficiaries');
  const format = useFormatDate();
  const numbers = useNumbers();
  const due = stillDue(line, line.paid);
  return (
    <Stack gap={2}>
      {line.payments.map((payment) => (
        <Text key={payment.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('payments.paidOn', {
            amount: numbers.francs(payment.amount),
            date: format.date(payment.paidDate),
            operator: t(`operators.${payment.operator}`),
            reference: payment.reference,
          })}
        </Text>
      ))}
      {due === null ? null : due === 0 ? (
        <Badge color="green" variant="light">
          {t('payments.paidInFull')}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {t('payments.stillDue', { amount: numbers.francs(due) })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The year's schedule: the tuition fee ("to be set" until the committee sets it) and the six instalments, each with
 * its payments and what is still due; a table from the sm breakpoint up, a card a line on a phone (the list kit's).
 * The committee records payments and sets the tuition fee here, while the place is not withdrawn.
 */
export function ScheduleSection({ year, admin }: { year: BeneficiaryYear; admin: boolean }) {
  const { t } = useTranslation('beneficiaries');
  const format = useFormatDate();
  const numbers = useNumbers();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const columns: Column<ScheduleLineAnswer>[] = [
    { key: 'line', header: t('payments.line'), primary: true, cell: (line) => lineName(t, line) },
    { key: 'dueDate', header: t('payments.dueDate'), cell: (line) => format.date(line.dueDate) },
    {
      key: 'amount',
      header: t('payments.amount'),
      cell: (line) =>
        line.amount === null ? (
          <Text span size="sm" c="dimmed">
            {t('payments.toBeSet')}
          </Text>
        ) : (
          <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
            {numbers.francs(line.amount)}
          </Text>
        ),
    },
    { key: 'payments', header: t('payments.payments'), cell: (line) => <PaymentsOf line={line} /> },
  ];
  const writable = admin && !year.withdrawn;
  const actions = writable
    ? (line: ScheduleLineAnswer) => {
        const due = stillDue(line, line.paid);
        const name = lineName(t, line);
        return (
          <>
            {line.kind === 'TUITION' ? (
              <Button size="xs" variant="default" onClick={() => setDialog({ kind: 'tuition', line })}>
                {line.amount === null ? t('tuition.set') : t('tuition.change')}
              </Button>
            ) : null}
            {due ? (
              <Button
                size="xs"
                variant="light"
                aria-label={t('payments.recordFor', { line: name })}
                onClick={() => setDialog({ kind: 'payment', line })}
              >
                {t('payments.record')}
              </Button>
            ) : null}
          </>
        );
      }
    : undefined;
  const rows = {
    label: t('payments.title'),
    rows: year.schedule,
    columns,
    rowKey: (line: ScheduleLineAnswer) => line.dueDate,
    actions,
  };
  return (
    <Card component="section" aria-labelledby="year-payments" withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id="year-payments">
          {t('payments.title')}
        </Title>
        <ListTable {...rows} />
        <ListCards {...rows} />
      </Stack>
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog?.kind === 'tuition' ? t('tuition.title') : t('payments.record')}
        centered
      >
        <Suspense fallback={<Skeleton height={200} />}>
          {dialog?.kind === 'payment' ? (
            <PaymentForm
              applicationId={year.applicationId}
              line={lineName(t, dialog.line)}
              dueDate={dialog.line.dueDate}
              stillDue={stillDue(dialog.line, dialog.line.paid) ?? 0}
              onDone={close}
            />
          ) : dialog?.kind === 'tuition' ? (
            <TuitionForm applicationId={year.applicationId} amount={dialog.line.amount} onDone={close} />
          ) : null}
        </Suspense>
      </Modal>
    </Card>
  );
}

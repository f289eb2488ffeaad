import { Alert, Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import type { InterviewSlot } from '@portal/shared/selection';
import { programmeTimeZone } from '@portal/shared/session-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { zonedSpan } from '@/lib/zoned-time';
import { useBookInterview } from '../api/book-interview';
import { useInterviewSlots } from '../api/get-interview-slots';
import { SlotLine } from './slot-line';

type Props = {
  application: { id: number; sessionId: number };
  /** The time booked now, if any: chosen at first, and marked. */
  current: InterviewSlot | null;
  onBooked: () => void;
  onCancel?: () => void;
};

/** Why the booking failed, in words: taken meanwhile, not sent (the connection), or the server's own reason. */
function failure(error: Error, t: (key: string) => string): string {
  if (!(error instanceof ApiError)) return error.message;
  if (error.code === 'SLOT_FULL') return t('full');
  if (error.status === 0) return t('notSent');
  return error.message;
}

/**
 * The times an applicant may choose, as a short list of choices, and one button that books the one chosen. The
 * choice stays as it was when the booking fails, with what happened said; a time taken meanwhile leaves the list,
 * which is read again.
 */
export function SlotChooser({ application, current, onBooked, onCancel }: Props) {
  const { t, i18n } = useTranslation('interviews');
  const slots = useInterviewSlots(application.sessionId);
  const book = useBookInterview(application);
  const [choice, setChoice] = useState<string | null>(current ? String(current.id) : null);
  if (slots.isError && !slots.data)
    return (
      <Alert color="red" role="alert" title={t('loadFailed')}>
        <Button size="sm" variant="light" onClick={() => slots.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  const list = slots.data ?? [];
  const chosen = list.find((slot) => String(slot.id) === choice);
  const zone = list[0]
    ? zonedSpan(i18n.resolvedLanguage ?? i18n.language, new Date(list[0].startsAt), 1, programmeTimeZone).zone
    : '';
  const submit = () => {
    if (!chosen) return;
    book.mutate(chosen.id, {
      onSuccess: () => {
        notifySuccess(t('done'));
        onBooked();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'SLOT_FULL') setChoice(null);
      },
    });
  };
  return (
    <Stack gap="sm">
      {slots.isPending ? <Skeleton height={96} radius="sm" /> : null}
      {slots.isSuccess && list.length === 0 ? <Text size="sm">{t('none')}</Text> : null}
      {list.length > 0 ? (
        <Radio.Group value={choice} onChange={setChoice} label={t('choose')} description={t('zone', { zone })}>
          <Stack gap="xs" mt="xs">
            {list.map((slot) => (
              <Radio
                key={slot.id}
                value={String(slot.id)}
                label={<SlotLine slot={slot} />}
                description={
                  slot.id === current?.id ? t('yours') : t('left', { count: Math.max(0, slot.capacity - slot.booked) })
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      {book.isError ? (
        <Alert color={book.error instanceof ApiError && book.error.status === 0 ? 'orange' : 'red'} role="alert">
          {failure(book.error, t)}
        </Alert>
      ) : null}
      <Group gap="sm">
        {list.length > 0 ? (
          <Button onClick={submit} loading={book.isPending} disabled={!chosen || chosen.id === current?.id}>
            {t('book')}
          </Button>
        ) : null}
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={book.isPending}>
            {t('keep')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

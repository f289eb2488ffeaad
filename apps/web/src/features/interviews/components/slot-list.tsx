import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { InterviewSlot } from '@portal/shared/selection';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/notify';
import { slotSpans } from '@/lib/zoned-time';
import { useDeleteInterviewSlot } from '../api/delete-interview-slot';

/** One slot for the committee: in the member's zone and Cameroon's (each named), where, how full; its deletion. */
function SlotCard({
  slot,
  timeZone,
  onDelete,
}: {
  slot: InterviewSlot;
  timeZone: string;
  onDelete?: (slot: InterviewSlot) => void;
}) {
  const { t, i18n } = useTranslation('interview-slots');
  const spans = slotSpans(i18n.resolvedLanguage ?? i18n.language, slot.startsAt, slot.minutes, timeZone);
  const full = slot.booked >= slot.capacity;
  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Text size="sm" fw={600}>
            {t('list.reader', spans.reader)}
          </Text>
          {spans.programme ? (
            <Text size="sm" c="dimmed">
              {t('list.cameroon', spans.programme)}
            </Text>
          ) : null}
          {slot.place ? <Text size="sm">{t('list.place', { place: slot.place })}</Text> : null}
          {slot.videoUrl ? (
            <Anchor
              href={slot.videoUrl}
              target="_blank"
              rel="noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {t('list.video')}
            </Anchor>
          ) : null}
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Badge variant="light" color={full ? 'orange' : 'blue'}>
            {t('list.booked', { booked: slot.booked, capacity: slot.capacity })}
          </Badge>
          {onDelete ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t('delete.label', { time: spans.reader.text })}
              onClick={() => onDelete(slot)}
            >
              {t('delete.action')}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * A session's slots, soonest first; administrators delete one after a confirmation that says how many applicants
 * will be told.
 */
export function SlotList({
  slots,
  timeZone,
  editable,
}: {
  slots: InterviewSlot[];
  timeZone: string;
  editable: boolean;
}) {
  const { t } = useTranslation('interview-slots');
  const remove = useDeleteInterviewSlot();
  const [deleting, setDeleting] = useState<InterviewSlot | null>(null);
  const close = () => {
    setDeleting(null);
    remove.reset();
  };
  if (slots.length === 0) return <Text size="sm">{t('list.empty')}</Text>;
  return (
    <>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {slots.map((slot) => (
          <SlotCard key={slot.id} slot={slot} timeZone={timeZone} onDelete={editable ? setDeleting : undefined} />
        ))}
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        color="red"
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={close}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('delete.done'));
              close();
            },
          })
        }
      >
        <Text>
          {deleting && deleting.booked > 0 ? t('delete.told', { count: deleting.booked }) : t('delete.nobody')}
        </Text>
      </ConfirmModal>
    </>
  );
}

import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { interviewSlotInputSchema } from '@portal/shared/selection';
import { programmeTimeZone } from '@portal/shared/session-rules';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { FormAlert } from '@/components/form/form-alert';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { notifySuccess } from '@/lib/notify';
import { clockInZones, instantInZone } from '@/lib/zoned-time';
import { useCreateInterviewSlot } from '../api/create-interview-slot';

/** What the inputs hold: the time as typed, in the committee member's own zone; texts empty for none. */
type SlotValues = {
  startsAt: string;
  minutes: number | null;
  capacity: number | null;
  place: string;
  videoUrl: string;
};

const emptySlot: SlotValues = { startsAt: '', minutes: 30, capacity: 1, place: '', videoUrl: '' };

/** The values sent: the typed time read in the member's zone, as an instant in UTC; an empty text is none. */
const slotInput = (timeZone: string) => (values: SlotValues) => ({
  ...values,
  startsAt: instantInZone(values.startsAt, timeZone)?.toISOString() ?? values.startsAt,
  place: values.place.trim() || null,
  videoUrl: values.videoUrl.trim() || null,
});

/** The typed time in the member's zone and in Cameroon's, each zone named, as it is typed. */
function BothZones({ form, timeZone }: { form: ReturnType<typeof useSlotForm>; timeZone: string }) {
  const { t, i18n } = useTranslation('interview-slots');
  const typed = useWatch({ control: form.control, name: 'startsAt' });
  const instant = instantInZone(typed ?? '', timeZone);
  if (!instant) return null;
  const clocks = clockInZones(i18n.resolvedLanguage ?? i18n.language, instant, timeZone);
  const cameroonZone = programmeTimeZone;
  return (
    <Text size="sm" aria-live="polite">
      {clocks.programme === null
        ? t('form.cameroonOnly', { time: clocks.reader, cameroonZone })
        : t('form.zones', { reader: clocks.reader, readerZone: timeZone, cameroon: clocks.programme, cameroonZone })}
    </Text>
  );
}

const useSlotForm = (timeZone: string) =>
  useApiForm<typeof interviewSlotInputSchema, SlotValues>(interviewSlotInputSchema, emptySlot, {
    toInput: slotInput(timeZone),
  });

/**
 * A new interview time, typed in the committee member's own time zone (a member in Zurich types Zurich's time) with
 * Cameroon's beside it; a place, a video link or both; its length and how many applicants it takes. The place, link,
 * length and capacity stay for the next time added.
 */
export function SlotForm({ sessionId, timeZone }: { sessionId: number; timeZone: string }) {
  const { t } = useTranslation('interview-slots');
  const create = useCreateInterviewSlot(sessionId);
  const form = useSlotForm(timeZone);
  const submit = form.submit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('form.created'));
        form.resetField('startsAt');
      },
      onError: form.setServerError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="interview-slot-form">
      <Stack gap="sm">
        <Title order={3} size="h4" id="interview-slot-form">
          {t('form.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stack gap={4}>
            <DateField form={form} name="startsAt" withTime label={t('form.startsAt', { zone: timeZone })} required />
            <BothZones form={form} timeZone={timeZone} />
          </Stack>
          <NumberField form={form} name="minutes" label={t('form.minutes')} required />
          <NumberField form={form} name="capacity" label={t('form.capacity')} required />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('form.whereHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField form={form} name="place" label={t('form.place')} />
          <TextField form={form} name="videoUrl" label={t('form.videoUrl')} type="url" inputMode="url" />
        </SimpleGrid>
        <FormAlert error={form.formError} />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

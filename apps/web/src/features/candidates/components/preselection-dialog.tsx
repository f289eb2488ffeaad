import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { suggestedShortlistSize } from '@portal/shared/preselection-rules';
import { preselectionInputSchema } from '@portal/shared/selection';
import type { Session } from '@portal/shared/sessions';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { NumberField } from '@/components/form/number-field';
import { useApiForm } from '@/components/form/use-api-form';
import { notifySuccess } from '@/lib/notify';
import { useNumbers } from '@/lib/numbers';
import { usePreselectionPreview } from '../api/get-preselection-preview';
import { useRunPreselection } from '../api/run-preselection';
import { PreselectionPreview } from './preselection-preview';

type Props = {
  session: Pick<Session, 'id' | 'candidatesToSelect'>;
  opened: boolean;
  onClose: () => void;
};

/** How long typing may pause before the preview is asked for: a count is often typed in two or three keys. */
export const previewDelayMs = 400;

/** The count typed, when the run would take it; null otherwise (empty, not a whole number, out of bounds). */
const validCount = (value: unknown): number | null => {
  const parsed = preselectionInputSchema.safeParse({ count: value });
  return parsed.success ? parsed.data.count : null;
};

function PreselectionForm({ session, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('candidates');
  const numbers = useNumbers();
  const run = useRunPreselection(session.id);
  const form = useApiForm(preselectionInputSchema, {
    count: suggestedShortlistSize(session.candidatesToSelect) ?? undefined,
  });
  const typed = validCount(form.watch('count'));
  const [count] = useDebouncedValue(typed, previewDelayMs);
  const preview = usePreselectionPreview(session.id, count);
  // Confirming runs what was seen: the preview of the count typed, not of one typed before. A count the run would
  // refuse may be sent, for the form to say why on the field.
  const seen = typed !== null && typed === count && !preview.isPlaceholderData ? preview.data : undefined;
  const refused = typed !== null && (!seen || seen.blocked > 0 || seen.competing === 0);

  const submit = form.submit((body) =>
    run.mutate(body, {
      onSuccess: (result) => {
        notifySuccess(
          result.cutScore === null
            ? t('preselectDialog.doneNobody')
            : t('preselectDialog.done', {
                count: result.preselected,
                value: numbers.format(result.preselected),
                cut: numbers.format(result.cutScore, 'score'),
              }),
        );
        onClose();
      },
      onError: form.setServerError,
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('preselectDialog.intro')}</Text>
        <NumberField
          form={form}
          name="count"
          label={t('preselectDialog.count')}
          description={t('preselectDialog.countHelp')}
          required
          data-autofocus
        />
        <PreselectionPreview
          preview={count === null ? undefined : preview.data}
          count={count}
          loading={preview.isFetching}
          error={preview.error}
        />
        <Text size="sm" c="dimmed">
          {t('preselectDialog.mails')}
        </Text>
        <FormAlert error={form.formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={run.isPending} disabled={refused}>
            {t('preselectDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The committee's preselection: it picks how many candidates to interview and sees, before confirming, the cut
 * score, the ties it brings in, how many new and renewal applicants are in, and who joins or leaves the shortlist.
 */
export function PreselectionDialog({ opened, onClose, ...props }: Props) {
  const { t } = useTranslation('candidates');
  return (
    <Modal opened={opened} onClose={onClose} title={t('preselectDialog.title')} centered>
      {opened ? <PreselectionForm {...props} onClose={onClose} /> : null}
    </Modal>
  );
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Evaluation, Rubric } from '@portal/shared/selection';
import { IconSend, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { TextAreaField } from '@/components/form/text-field';
import { DraftFeedback } from '@/features/editor-kit/public';
import { currentLanguage } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useNumbers } from '@/lib/numbers';
import { useEvaluationForm } from '../hooks/use-evaluation-form';
import { unmarkedCriteria } from '../utils/evaluation-values';
import { ScoreChoice } from './score-choice';

type Props = { applicationId: number; rubric: Rubric; own: Evaluation };

/**
 * The evaluator's marks during the interview, on a phone or a tablet: one mark from 0 to 5 per criterion of the
 * session's rubric, a comment, "Save draft" (kept on the device at once, sent when the connection allows) and
 * "Submit", confirmed, after which it no longer changes.
 */
export function EvaluationForm({ applicationId, rubric, own }: Props) {
  const { t } = useTranslation('panel');
  const numbers = useNumbers();
  const locale = currentLanguage();
  const { form, draft, save, submit } = useEvaluationForm({ applicationId, rubric, own });
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [offline, setOffline] = useState(false);
  const labelOf = (field: string) => {
    const code = field.startsWith('scores.') ? field.slice('scores.'.length) : null;
    const criterion = rubric.criteria.find((item) => item.code === code);
    return criterion ? criterion.label[locale] : t('form.comment');
  };

  /** Every criterion marked: ask to confirm; else each unmarked one says so, the first takes the focus. */
  const askToSubmit = () => {
    const missing = unmarkedCriteria(rubric, form.getValues());
    missing.forEach((criterion, index) => {
      form.setError(
        `scores.${criterion.code}`,
        { type: 'required', message: 'validation.required' },
        { shouldFocus: index === 0 },
      );
    });
    if (missing.length === 0) setConfirming(true);
  };
  const confirmSubmit = async () => {
    setSending(true);
    const outcome = await submit(form.getValues());
    setSending(false);
    setConfirming(false);
    setOffline(outcome === 'offline');
    if (outcome === 'sent') notifySuccess(t('form.submitted'));
  };

  return (
    <form onSubmit={save()} noValidate aria-labelledby="evaluation-form-title">
      <Stack gap="md">
        <Text id="evaluation-form-title" fw={700}>
          {t('form.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('form.scale')}
        </Text>
        {rubric.criteria.map((criterion) => (
          <ScoreChoice
            key={criterion.code}
            form={form}
            name={`scores.${criterion.code}`}
            label={criterion.label[locale]}
            description={t('form.weight', { weight: numbers.format(criterion.weight) })}
          />
        ))}
        <TextAreaField
          form={form}
          name="comment"
          label={t('form.comment')}
          description={t('form.commentHint')}
          minRows={3}
          maxRows={12}
        />
        <DraftFeedback draft={draft} formError={form.formError} labelOf={labelOf} />
        {offline ? (
          <Alert color="orange" icon={<IconWifiOff size={18} aria-hidden />} role="alert">
            {t('form.submitOffline')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button type="submit" variant="default" loading={draft.status === 'sending' && !sending}>
            {t('form.saveDraft')}
          </Button>
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={askToSubmit}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('form.confirmTitle')}
        confirmLabel={t('form.submit')}
        onConfirm={() => void confirmSubmit()}
        onClose={() => setConfirming(false)}
        pending={sending}
      >
        <Text size="sm">{t('form.confirmText')}</Text>
      </ConfirmModal>
    </form>
  );
}

import { Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import { panelDisagrees } from '@portal/shared/panel-scores';
import type { Evaluation, Rubric } from '@portal/shared/selection';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';
import { currentLanguage } from '@/lib/i18n';
import { useNumbers } from '@/lib/numbers';
import { panelMean, panelSpread } from '../utils/evaluation-values';
import { DisagreementFlag } from './disagreement-flag';

type Props = {
  evaluations: readonly Evaluation[];
  rubric: Rubric;
  /** The reader's own evaluation, named as theirs. */
  ownId?: number;
};

/**
 * A panel's evaluations as the API gives them to the reader: each member with their marks, comment and score once
 * submitted; what is withheld from the reader (another's marks before their own is submitted, or a draft) said as
 * such; then the panel's mean of what was submitted, flagged when the members are far apart.
 */
export function PanelEvaluations({ evaluations, rubric, ownId }: Props) {
  const { t } = useTranslation('panel');
  const numbers = useNumbers();
  const mean = panelMean(evaluations);
  const spread = panelSpread(evaluations);
  const submitted = evaluations.filter((evaluation) => evaluation.submittedAt).length;
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" role="status">
        <Text size="sm" fw={600}>
          {mean === null ? t('evaluations.noMean') : t('evaluations.mean', { score: numbers.format(mean, 'score') })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('evaluations.submittedOf', {
            submitted: numbers.format(submitted),
            seats: numbers.format(evaluations.length),
          })}
        </Text>
        {panelDisagrees(spread) ? <DisagreementFlag spread={spread} /> : null}
      </Group>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {evaluations.map((evaluation) => (
          <EvaluationCard key={evaluation.id} evaluation={evaluation} rubric={rubric} own={evaluation.id === ownId} />
        ))}
      </Stack>
    </Stack>
  );
}

function EvaluationCard({ evaluation, rubric, own }: { evaluation: Evaluation; rubric: Rubric; own: boolean }) {
  const { t } = useTranslation('panel');
  const numbers = useNumbers();
  const { dateTime } = useFormatDate();
  const locale = currentLanguage();
  const name = own ? t('evaluations.yours', { name: evaluation.evaluatorName }) : evaluation.evaluatorName;
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={700}>{name}</Text>
          {evaluation.submittedAt ? (
            <Badge variant="light" color="green">
              {t('evaluationState.SUBMITTED')}
            </Badge>
          ) : (
            <Badge variant="outline" color="gray">
              {t('evaluations.notSubmitted')}
            </Badge>
          )}
        </Group>
        {evaluation.hidden ? (
          <Group gap={6} wrap="nowrap">
            <IconEyeOff size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {t(evaluation.submittedAt ? 'evaluations.hiddenUntilYours' : 'evaluations.hiddenDraft')}
            </Text>
          </Group>
        ) : (
          <>
            {evaluation.submittedAt ? (
              <Text size="sm">
                {t('evaluations.scoreOn', {
                  score: evaluation.score === null ? '' : numbers.format(evaluation.score, 'score'),
                  when: dateTime(evaluation.submittedAt),
                })}
              </Text>
            ) : null}
            <List size="sm" spacing={2}>
              {rubric.criteria.map((criterion) => {
                const mark = evaluation.scores[criterion.code];
                return (
                  <List.Item key={criterion.code}>
                    {t('evaluations.mark', {
                      criterion: criterion.label[locale],
                      mark: mark === undefined ? t('evaluations.unmarked') : numbers.format(mark),
                    })}
                  </List.Item>
                );
              })}
            </List>
            {evaluation.comment ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {evaluation.comment}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}

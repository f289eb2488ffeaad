import { Group, Text } from '@mantine/core';
import { panelDisagreementPoints } from '@portal/shared/selection';
import { IconArrowsDiff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '@/lib/numbers';

/**
 * A panel whose evaluators are far apart (more than `panelDisagreementPoints`): an icon and words, never a colour
 * alone, so the committee discusses the candidate before deciding.
 */
export function DisagreementFlag({ spread }: { spread: number | null }) {
  const { t } = useTranslation('panel');
  const numbers = useNumbers();
  if (spread === null) return null;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      c="var(--mantine-color-orange-text)"
      title={t('disagreement.explain', { points: numbers.format(panelDisagreementPoints) })}
    >
      <IconArrowsDiff size={16} aria-hidden />
      <Text size="sm" fw={600} c="inherit">
        {t('disagreement.flag', { points: numbers.format(spread, 'score') })}
      </Text>
    </Group>
  );
}

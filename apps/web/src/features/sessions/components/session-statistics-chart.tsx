import { Box, Group, Stack, Text } from '@mantine/core';
import type { SessionStatistics } from '@portal/shared/applications';
import { useTranslation } from 'react-i18next';
import { statisticFigures } from './session-statistics-figures';

type Props = {
  current: SessionStatistics;
  previous: SessionStatistics | null;
  labels: { current: string; previous: string };
};

const colors = { current: 'var(--mantine-color-blue-filled)', previous: 'var(--mantine-color-gray-6)' };

function Bar({ value, max, color }: { value: number; max: number; color: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Box
        h={12}
        style={{
          width: `${max ? (value / max) * 85 : 0}%`,
          minWidth: value ? 4 : 0,
          background: color,
          borderRadius: 4,
        }}
      />
      <Text size="xs">{value}</Text>
    </Group>
  );
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={12} h={12} style={{ background: color, borderRadius: 2 }} />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/**
 * This session's figures beside the previous session's, as CSS bars. Hidden from screen readers: the table below it
 * holds the same numbers.
 */
export function SessionStatisticsChart({ current, previous, labels }: Props) {
  const { t } = useTranslation('sessions');
  const max = Math.max(...statisticFigures.flatMap((figure) => [current[figure], previous?.[figure] ?? 0]));
  return (
    <Stack gap="sm" aria-hidden="true" data-testid="statistics-chart">
      <Group gap="md">
        <Swatch color={colors.current} label={labels.current} />
        {previous ? <Swatch color={colors.previous} label={labels.previous} /> : null}
      </Group>
      {statisticFigures.map((figure) => (
        <Stack key={figure} gap={2}>
          <Text size="sm" fw={600}>
            {t(`statistics.figures.${figure}`)}
          </Text>
          <Bar value={current[figure]} max={max} color={colors.current} />
          {previous ? <Bar value={previous[figure]} max={max} color={colors.previous} /> : null}
        </Stack>
      ))}
    </Stack>
  );
}

import { Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A labelled group for controls that have no label of their own (segmented controls, swatches). */
export function SettingGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={id}>
      <Text id={id} size="sm" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

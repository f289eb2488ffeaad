import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a panel screen, named by its heading for assistive technologies. */
export function PanelSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

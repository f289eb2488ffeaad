import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { icon: ReactNode; title: string; description: string; details?: ReactNode; actions?: ReactNode };

/** Shared look of the error and placeholder screens: one h1, a sentence, optional details and actions. */
export function StatusScreen({ icon, title, description, details, actions }: Props) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={560} mx="auto">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{description}</Text>
      {details}
      {actions}
    </Stack>
  );
}

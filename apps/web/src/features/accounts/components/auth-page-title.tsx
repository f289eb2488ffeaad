import { Stack, Text, Title } from '@mantine/core';

export function AuthPageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={4} mb="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && <Text size="sm">{subtitle}</Text>}
    </Stack>
  );
}

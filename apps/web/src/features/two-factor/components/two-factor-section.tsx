import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import type { TwoFactorStatus } from '@portal/shared/two-factor';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A card of its own for a person's two-step sign-in: its heading, whether it is on, then what the screen adds. */
export function TwoFactorSection({ status, children }: { status: TwoFactorStatus; children: ReactNode }) {
  const { t } = useTranslation('two-factor');
  const titleId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t('settings.title')}
          </Title>
          <Badge color={status.enabled ? 'green' : 'gray'} variant="light">
            {t(status.enabled ? 'state.on' : 'state.off')}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

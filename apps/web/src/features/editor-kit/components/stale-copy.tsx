import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-error';
import { useNumbers } from '@/lib/numbers';

function readable(value: unknown, number: (value: number) => string): string {
  if (Array.isArray(value))
    return value
      .map((item) => (item && typeof item === 'object' ? Object.values(item).join(' ') : String(item)))
      .join('; ');
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? number(value) : String(value);
}

/** Each value by its field's path; a group of values (an evaluation's marks by criterion) one by one. */
function fieldEntries(values: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(values).flatMap(([key, value]): [string, unknown][] =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? fieldEntries(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

/** The server refused a write made against an older copy: say so, and offer its latest values. */
export function StaleWriteAlert({ error, onLoadLatest }: { error: ApiError; onLoadLatest: () => Promise<void> }) {
  const { t } = useTranslation('applications');
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = async () => {
    setLoading(true);
    setFailed(false);
    await onLoadLatest().catch(() => setFailed(true));
    setLoading(false);
  };
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Text size="sm">{t('stale.explain')}</Text>
        {failed && <Text size="sm">{t('stale.loadFailed')}</Text>}
        <Button size="sm" variant="light" onClick={load} loading={loading}>
          {t('stale.loadLatest')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** What the student had typed before the latest version replaced it in the form, to copy what is still wanted. */
export function StaleCopy({
  values,
  onDismiss,
  labelOf,
}: {
  values: Record<string, unknown>;
  onDismiss: () => void;
  /** The field's label where the step's fields are not in the applications catalog. */
  labelOf?: (field: string) => string;
}) {
  const { t } = useTranslation('applications');
  const numbers = useNumbers();
  const text = (value: unknown) => readable(value, (number) => numbers.format(number));
  const entries = fieldEntries(values).filter(([, value]) => text(value).trim() !== '');
  return (
    <Card withBorder aria-labelledby="stale-copy-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="stale-copy-title">
          {t('stale.copyTitle')}
        </Title>
        <Text size="sm">{t('stale.copyHelp')}</Text>
        {entries.map(([field, value]) => (
          <div key={field}>
            <Text size="sm" fw={600}>
              {labelOf ? labelOf(field) : t(`fields.${field}`)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', userSelect: 'text' }}>
              {text(value)}
            </Text>
          </div>
        ))}
        <Button size="sm" variant="default" onClick={onDismiss} style={{ alignSelf: 'flex-start' }}>
          {t('stale.dismiss')}
        </Button>
      </Stack>
    </Card>
  );
}

import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ProcessingActivity, retentionYears, sensitiveCategories } from '@portal/shared/privacy-notice';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fw={600} size="sm">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** One processing activity of the privacy notice: what it is for, about whom, what, why, who sees it, how long. */
export function PrivacyActivity({ activity }: { activity: ProcessingActivity }) {
  const { t } = useTranslation('privacy');
  const list = (group: string, keys: readonly string[]) => (
    <Stack component="span" gap={2}>
      {keys.length ? keys.map((key) => <span key={key}>{t(`${group}.${key}`)}</span>) : t('transfers.none')}
    </Stack>
  );
  const id = `privacy-${activity.id}`;
  return (
    <Card component="section" aria-labelledby={id} withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title id={id} order={3} size="h4">
          {t(`activities.${activity.id}.name`)}
        </Title>
        <Text>{t(`activities.${activity.id}.purpose`)}</Text>
        <Stack component="dl" gap="xs" m={0}>
          <Entry label={t('labels.data')}>
            <Stack component="span" gap={2}>
              {activity.categories.map((category) => (
                <Group component="span" key={category} gap={6} wrap="wrap">
                  <span>{t(`categories.${category}`)}</span>
                  {sensitiveCategories.includes(category) && (
                    <Badge component="span" color="orange" variant="light" size="sm">
                      {t('labels.sensitive')}
                    </Badge>
                  )}
                </Group>
              ))}
            </Stack>
          </Entry>
          <Entry label={t('labels.subjects')}>{list('subjects', activity.subjects)}</Entry>
          <Entry label={t('labels.legalBasis')}>{list('legalBases', activity.legalBases)}</Entry>
          <Entry label={t('labels.readers')}>{list('readers', activity.readers)}</Entry>
          <Entry label={t('labels.storage')}>{list('storage', activity.storage)}</Entry>
          <Entry label={t('labels.retention')}>
            {t(`retention.${activity.retention}`, { years: retentionYears(activity.retention) })}
          </Entry>
          <Entry label={t('labels.transfers')}>{list('transfers', activity.transfers)}</Entry>
        </Stack>
      </Stack>
    </Card>
  );
}

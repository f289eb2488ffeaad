import '@mantine/core/styles/Progress.css';
import { Anchor, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const steps = ['welcome', 'benefits', 'eligibility', 'process'] as const;

/** `/`: a short guided path through the programme, ending on the landing page or sign-up. */
export function TourPage() {
  const { t } = useTranslation('public');
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = steps[index]!;
  const last = index === steps.length - 1;

  // Moving between steps puts focus on the new step's title, so screen readers read it.
  const go = (next: number) => {
    setIndex(next);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const progress = t('tour.progress', { current: index + 1, total: steps.length });
  return (
    <Stack py="lg" maw={680} mx="auto" component="section" aria-label={t('tour.label')}>
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {progress}
        </Text>
        <Anchor component={Link} to={paths.home} size="sm">
          {t('tour.skip')}
        </Anchor>
      </Group>
      <Progress value={((index + 1) / steps.length) * 100} aria-label={progress} />
      <Card padding="xl" radius="md">
        <Title order={1} ref={heading} tabIndex={-1} fz={{ base: 26, sm: 34 }}>
          {t(`tour.steps.${step}.title`)}
        </Title>
        <Text size="lg" mt="md">
          {t(`tour.steps.${step}.text`)}
        </Text>
      </Card>
      <Group justify="space-between">
        <Button variant="default" onClick={() => go(index - 1)} disabled={index === 0}>
          {t('tour.back')}
        </Button>
        {last ? (
          <Group gap="sm">
            <Button component={Link} to={paths.home} variant="default">
              {t('tour.readMore')}
            </Button>
            <Button component={Link} to={paths.signUp}>
              {t('tour.signUp')}
            </Button>
          </Group>
        ) : (
          <Button onClick={() => go(index + 1)}>{t('tour.next')}</Button>
        )}
      </Group>
    </Stack>
  );
}

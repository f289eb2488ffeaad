import { Anchor, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useProgrammeFacts } from '../hooks/use-programme-facts';

const steps = ['welcome', 'benefits', 'eligibility', 'process'] as const;

/** `?step=2` → index 1; anything else is the first step. */
export function tourStepIndex(value: string | null): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= steps.length ? step - 1 : 0;
}

const stepHref = (index: number) => (index === 0 ? '/' : `/?step=${index + 1}`);

/**
 * `/`: a short guided path through the programme, ending on the landing page or sign-up. The step lives in the
 * address, so back and next are plain links: they work on the server-rendered page without any script, and the
 * browser's back button walks the tour too.
 */
export function TourPage() {
  const { t } = useTranslation('public');
  const facts = useProgrammeFacts();
  const [params] = useSearchParams();
  const index = tourStepIndex(params.get('step'));
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(index);
  const step = steps[index]!;
  const last = index === steps.length - 1;

  // Moving between steps in the app puts focus on the new step's title, so screen readers read it.
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    heading.current?.focus();
  }, [index]);

  const progress = t('tour.progress', { current: index + 1, total: steps.length });
  return (
    <Stack py="lg" maw={680} mx="auto" component="section" aria-label={t('tour.label')}>
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {progress}
        </Text>
        <Anchor component={Link} to={paths.home()} size="sm">
          {t('tour.skip')}
        </Anchor>
      </Group>
      <Progress value={((index + 1) / steps.length) * 100} aria-label={progress} />
      <Card padding="xl" radius="md">
        <Title order={1} ref={heading} tabIndex={-1} fz={{ base: 26, sm: 34 }}>
          {t(`tour.steps.${step}.title`)}
        </Title>
        <Text size="lg" mt="md">
          {t(`tour.steps.${step}.text`, facts)}
        </Text>
      </Card>
      <Group justify="space-between">
        {index === 0 ? (
          <Button variant="default" disabled>
            {t('tour.back')}
          </Button>
        ) : (
          <Button component={Link} to={stepHref(index - 1)} variant="default">
            {t('tour.back')}
          </Button>
        )}
        {last ? (
          <Group gap="sm">
            <Button component={Link} to={paths.home()} variant="default">
              {t('tour.readMore')}
            </Button>
            <Button component={Link} to={paths.signUp()}>
              {t('tour.signUp')}
            </Button>
          </Group>
        ) : (
          <Button component={Link} to={stepHref(index + 1)}>
            {t('tour.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useProgrammeFacts } from '../hooks/use-programme-facts';

export function Hero() {
  const { t } = useTranslation(['home', 'common']);
  const facts = useProgrammeFacts();
  return (
    <Stack component="section" aria-labelledby="home-title" gap="lg" py={{ base: 'lg', sm: 48 }} maw={760}>
      <Text tt="uppercase" fw={700} size="sm">
        {t('home:hero.eyebrow', facts)}
      </Text>
      <Title id="home-title" order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
        {t('home:hero.title')}
      </Title>
      <Text size="lg">{t('home:hero.description', facts)}</Text>
      <Group gap="sm">
        <Button component={Link} to={paths.signUp()} size="md">
          {t('home:hero.signUp')}
        </Button>
        <Button component={Link} to={paths.signIn()} size="md" variant="default">
          {t('home:hero.signIn')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { TextSection } from './text-section';

const sections = ['programme', 'eligibility', 'process', 'obligations', 'renewal', 'evaluation'] as const;

/** Programme information, eligibility (with the check a visitor can run), process and rules, obligations, renewal and evaluation. */
export function ProgrammeSections() {
  const { t } = useTranslation('eligibility');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
      {sections.map((section) =>
        section === 'eligibility' ? (
          <Stack key={section} gap="xs">
            <TextSection prefix={`sections.${section}`} />
            <Anchor component={Link} to={paths.eligibility()} fw={600}>
              {t('link')}
            </Anchor>
          </Stack>
        ) : (
          <TextSection key={section} prefix={`sections.${section}`} />
        ),
      )}
    </SimpleGrid>
  );
}

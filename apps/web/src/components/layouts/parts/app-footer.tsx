import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const links = [
  { label: 'footer.about', to: paths.about() },
  { label: 'footer.terms', to: paths.terms() },
  { label: 'footer.privacy', to: paths.privacy() },
  { label: 'footer.contact', to: paths.contact() },
] as const;

export function AppFooter() {
  const { t } = useTranslation('shell');
  return (
    <Container component="footer" size="lg" py="lg" aria-label={t('footer.label')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
        <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {links.map((link) => (
            <li key={link.to}>
              <Anchor component={Link} to={link.to} size="sm">
                {t(link.label)}
              </Anchor>
            </li>
          ))}
        </Group>
      </Group>
    </Container>
  );
}

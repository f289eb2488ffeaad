import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';

/** Sign-in call to action in the public header; a signed-in visitor goes to the dashboard instead. */
export function LandingAuthActions() {
  const { t } = useTranslation(['common', 'shell']);
  const { authenticated } = useAuth();
  return authenticated ? (
    <Button component={Link} to={paths.dashboard} size="sm" variant="light" visibleFrom="sm">
      {t('shell:nav.dashboard')}
    </Button>
  ) : (
    <Button component={Link} to={paths.signIn} size="sm" variant="light" visibleFrom="sm">
      {t('common:actions.signIn')}
    </Button>
  );
}

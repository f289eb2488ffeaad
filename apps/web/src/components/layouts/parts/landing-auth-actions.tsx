import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';

type Props = { visibleFrom?: 'sm'; fullWidth?: boolean; onNavigate?: () => void };

/**
 * Sign-in call to action of the public header; a signed-in visitor goes to the dashboard instead. The server
 * cannot know who reads its HTML (the token lives in the browser), so the sign-in link carries the dashboard's
 * address and label for src/public-page/enhance.ts to swap in.
 */
export function LandingAuthActions({ visibleFrom, fullWidth = false, onNavigate }: Props) {
  const { t } = useTranslation(['common', 'shell']);
  const { authenticated } = useAuth();
  const common = { size: 'sm', variant: 'light', visibleFrom, fullWidth, onClick: onNavigate } as const;
  return authenticated ? (
    <Button component={Link} to={paths.dashboard()} {...common}>
      {t('shell:nav.dashboard')}
    </Button>
  ) : (
    <Button
      component={Link}
      to={paths.signIn()}
      {...common}
      data-signed-in-href={paths.dashboard()}
      data-signed-in-label={t('shell:nav.dashboard')}
    >
      {t('common:actions.signIn')}
    </Button>
  );
}

import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type PrivacyNoticeStatus, privacyNotice } from '@portal/shared/privacy-notice';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { paths } from '@/config/paths';
import { useFormatDate } from '@/hooks/use-format-date';
import { useSignOut } from '@/hooks/use-sign-out';
import { useAcceptPrivacyNotice } from '../api/accept-privacy-notice';
import { AuthPageTitle } from './auth-page-title';

/**
 * Asked of an applicant before anything else while they have not accepted the notice in force: what changed since
 * the version they accepted (or that they have accepted none), the whole notice a tab away, and the choice to
 * accept or sign out. Their data can still be downloaded or the account deleted without accepting.
 */
export function PrivacyConsentScreen({ status }: { status: PrivacyNoticeStatus }) {
  const { t } = useTranslation(['accounts', 'privacy']);
  const { date } = useFormatDate();
  const accept = useAcceptPrivacyNotice();
  const { here: signOut } = useSignOut();
  const changed = status.accepted !== null;
  const { version } = privacyNotice;
  return (
    <Stack>
      <AuthPageTitle title={t(changed ? 'privacyConsent.titleChanged' : 'privacyConsent.titleFirst')} />
      <Text>
        {changed ? t('privacyConsent.changed', { date: date(privacyNotice.date) }) : t('privacyConsent.first')}
      </Text>
      <Text fw={500}>{t(`privacy:changes.${version}`)}</Text>
      <Text size="sm" c="dimmed">
        {t('privacy:version', { version, date: date(privacyNotice.date) })}
      </Text>
      <Anchor href={paths.privacy()} target="_blank" rel="noopener">
        {t('privacyConsent.read')}
      </Anchor>
      <Text size="sm">
        {t('privacyConsent.rights')}{' '}
        <Anchor component={Link} to={paths.accountSettingsTab({ tab: 'data' })}>
          {t('privacyConsent.settings')}
        </Anchor>
      </Text>
      <FormAlert error={accept.error} />
      <Button loading={accept.isPending} onClick={() => accept.mutate({ version })} fullWidth>
        {t('privacyConsent.accept')}
      </Button>
      <Button variant="default" onClick={signOut} fullWidth>
        {t('privacyConsent.signOut')}
      </Button>
    </Stack>
  );
}

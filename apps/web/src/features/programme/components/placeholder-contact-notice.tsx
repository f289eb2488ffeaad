import { Alert, Anchor, Text } from '@mantine/core';
import { placeholderContactFields } from '@portal/shared/programme-defaults';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useSettings } from '../api/get-settings';

/**
 * Tells administrators which contact details visitors read are still a fresh install's placeholders, until they
 * change them. `linked` adds the way to the settings (shown across the admin area; the settings page shows it bare).
 */
export function PlaceholderContactNotice({ linked = false, mb }: { linked?: boolean; mb?: string }) {
  const { t, i18n } = useTranslation('reference');
  const admin = useAuth().user?.role === 'ADMIN';
  const settings = useSettings({ enabled: admin });
  if (!admin || !settings.data) return null;
  const fields = placeholderContactFields(settings.data);
  if (fields.length === 0) return null;
  const names = new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' }).format(
    fields.map((field) => t(`programme.fields.${field}`)),
  );
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('programme.placeholders.title')}
      role="status"
      data-testid="placeholder-contact-notice"
      mb={mb}
    >
      <Text size="sm">{t('programme.placeholders.text', { fields: names })}</Text>
      {linked ? (
        <Anchor component={Link} to={paths.programmeSettings()} size="sm" fw={600}>
          {t('programme.placeholders.link')}
        </Anchor>
      ) : null}
    </Alert>
  );
}

/** Above every admin page but the settings page (which shows the notice itself). */
export function PlaceholderContactBanner() {
  const { pathname } = useLocation();
  return pathname === paths.programmeSettings() ? null : <PlaceholderContactNotice linked mb="md" />;
}

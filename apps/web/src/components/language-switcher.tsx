import { NativeSelect } from '@mantine/core';
import { isLocale, locales } from '@portal/shared/locales';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Visible in every layout; the i18n module stores the choice (portal.lang). A native select: keyboard and
 * screen-reader friendly, and no popover code on the first load.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const current = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <NativeSelect
      size="sm"
      w={{ base: 124, sm: 136 }}
      value={current}
      onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
      aria-label={t('language.choose')}
      data-language-switch
      leftSection={<IconLanguage size={16} aria-hidden />}
      data={locales.map((locale) => ({ value: locale, label: t(`common:languages.${locale}`) }))}
    />
  );
}

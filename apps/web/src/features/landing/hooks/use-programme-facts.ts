import { isLocale, type LocalizedText } from '@portal/shared/locales';
import { defaultAllowance, defaultProgrammeTexts } from '@portal/shared/programme-defaults';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '@/lib/numbers';
import { usePublicSettings } from '../api/get-public-settings';

export type ProgrammeFacts = { allowance: string; university: string; town: string };

/** A text of the settings in the reader's language (every language is required, English stands in just in case). */
export function useLocalizedText(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  const language = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (text) => text[language] || text.en;
}

/**
 * What the public texts quote from the programme settings, for `{{allowance}}` ("650,000 FCFA" in English),
 * `{{university}}` and `{{town}}`. Until the settings arrive a fresh install's values stand in; the
 * server-rendered pages have the settings from the start.
 */
export function useProgrammeFacts(): ProgrammeFacts {
  const numbers = useNumbers();
  const localized = useLocalizedText();
  const { data } = usePublicSettings();
  const amount = data?.allowanceAmount ?? defaultAllowance.amount;
  const currency = data?.currency ?? defaultAllowance.currency;
  return {
    allowance: `${numbers.format(amount)} ${currency}`,
    university: localized(data?.universityName ?? defaultProgrammeTexts.universityName),
    town: localized(data?.universityTown ?? defaultProgrammeTexts.universityTown),
  };
}

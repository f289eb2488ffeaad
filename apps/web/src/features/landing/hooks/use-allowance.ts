import { defaultAllowance } from '@portal/shared/programme-defaults';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../api/get-public-settings';

/**
 * The yearly allowance as the programme settings state it ("650,000 FCFA" in English), for the texts that quote it
 * as `{{allowance}}`. Until the settings arrive the spec's figure stands in; the server-rendered pages have them.
 */
export function useAllowance(): string {
  const { i18n } = useTranslation();
  const { data } = usePublicSettings();
  const amount = data?.allowanceAmount ?? defaultAllowance.amount;
  const currency = data?.currency ?? defaultAllowance.currency;
  return `${new Intl.NumberFormat(i18n.language).format(amount)} ${currency}`;
}

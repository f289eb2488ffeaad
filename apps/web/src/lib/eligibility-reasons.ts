import { type EligibilityReasonCode, eligibilityReasonCodes } from '@portal/shared/eligibility';
import type { TFunction } from 'i18next';
import { dateLocale } from './date-time';
import { formatNumber } from './numbers';

const codes: readonly string[] = eligibilityReasonCodes;
const isCode = (value: unknown): value is EligibilityReasonCode => typeof value === 'string' && codes.includes(value);
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** A reason's figures as the reader writes them: numbers and days in their locale, names as they are. */
function localized(params: Record<string, unknown>, locale: string): Record<string, string> {
  const days = new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' });
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (typeof value === 'number') return [name, formatNumber(value, locale, 'score')];
      if (typeof value === 'string' && calendarDay.test(value))
        return [name, days.format(new Date(`${value}T00:00:00Z`))];
      return [name, String(value ?? '')];
    }),
  );
}

/**
 * A reason for not being eligible, in the reader's language (catalog `review`, loaded by `useReviewCatalog`). The
 * rule gives `{ code, params }`: the trail keeps that object, an application keeps it as a string (that object as
 * JSON, a bare code, or, from before the rules were codes, a sentence, shown as it is).
 */
export function reasonText(t: TFunction, stored: unknown, locale = 'en'): string {
  let reason: unknown = stored;
  if (typeof stored === 'string')
    try {
      reason = JSON.parse(stored);
    } catch {
      // A bare code or a sentence.
    }
  if (isCode(reason)) return t(`review:eligibility.${reason}`);
  if (reason && typeof reason === 'object' && 'code' in reason && isCode(reason.code)) {
    const params = 'params' in reason && reason.params && typeof reason.params === 'object' ? reason.params : {};
    return t(`review:eligibility.${reason.code}`, localized(params as Record<string, unknown>, locale));
  }
  return typeof stored === 'string' ? stored : '';
}

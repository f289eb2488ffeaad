import { type EligibilityReasonCode, eligibilityReasonCodes } from '@portal/shared/eligibility';
import type { TFunction } from 'i18next';

const codes: readonly string[] = eligibilityReasonCodes;
const isCode = (value: unknown): value is EligibilityReasonCode => typeof value === 'string' && codes.includes(value);

/**
 * A stored reason for not being eligible, in the reader's language. The rule gives `{ code, params }`; an
 * application keeps each reason as a string: that object as JSON, a bare code, or (from before the rules were
 * codes) a sentence, shown as it is.
 */
export function reasonText(t: TFunction, stored: string): string {
  let reason: unknown = stored;
  try {
    reason = JSON.parse(stored);
  } catch {
    // A bare code or a sentence.
  }
  if (isCode(reason)) return t(`review:eligibility.${reason}`);
  if (reason && typeof reason === 'object' && 'code' in reason && isCode(reason.code)) {
    const params = 'params' in reason && reason.params && typeof reason.params === 'object' ? reason.params : {};
    return t(`review:eligibility.${reason.code}`, { ...(params as Record<string, string | number>) });
  }
  return stored;
}

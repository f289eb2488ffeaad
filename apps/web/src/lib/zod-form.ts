import { describeIssue } from '@portal/shared/validation';
import type { FieldError as HookFieldError } from 'react-hook-form';
import { i18n } from './i18n';

/**
 * The shared `validation` catalog (packages/shared/src/locales) serves both the API and the web app: it is loaded
 * here, per language, as the `validation` namespace.
 */
const validationCatalogs = import.meta.glob<{ default: Record<string, string> }>(
  '../../../../packages/shared/src/locales/*/validation.json',
);

async function loadValidationCatalog(language: string): Promise<void> {
  if (i18n.hasResourceBundle(language, 'validation')) return;
  const load = Object.entries(validationCatalogs).find(([path]) => path.includes(`/locales/${language}/`))?.[1];
  if (!load) return;
  const catalog = await load();
  i18n.addResourceBundle(language, 'validation', catalog.default, true, true);
}

let listening = false;
/** Call before showing a form (route loader or effect); cheap after the first time. */
export function ensureValidationMessages(): Promise<void> {
  if (!listening) {
    listening = true;
    i18n.on('languageChanged', (language) => void loadValidationCatalog(language));
  }
  return loadValidationCatalog(i18n.resolvedLanguage ?? i18n.language);
}

/** A message key of the validation catalog ("validation.required", with its values) or a server message, made readable. */
export function translateMessage(message: string | undefined, params?: Record<string, unknown>): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('validation.'))
    return i18n.t(`validation:${message.slice('validation.'.length)}`, params ?? {});
  return message;
}

/** For Mantine's `error` prop: `error={fieldError(errors.email)}`. */
export function fieldError(error: HookFieldError | undefined): string | undefined {
  return translateMessage(error?.message);
}

/** Second argument of zodResolver: default messages from the shared validation catalog, as the API's are. */
export const zodMessages = {
  error: (issue: { code: string; message?: string }) => {
    const { key, params } = describeIssue(issue);
    return i18n.t(`validation:${key.slice('validation.'.length)}`, params ?? {});
  },
};

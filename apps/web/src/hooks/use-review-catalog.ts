import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';

/** The eligibility reasons' words (`review` namespace) live with the rules in the shared package, as `validation`. */
const reviewCatalogs = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../packages/shared/src/locales/*/review.json',
);

async function loadReviewCatalog(language: string): Promise<void> {
  if (i18n.hasResourceBundle(language, 'review')) return;
  const load = Object.entries(reviewCatalogs).find(([path]) => path.includes(`/locales/${language}/`))?.[1];
  if (!load) return;
  i18n.addResourceBundle(language, 'review', (await load()).default, true, true);
}

/** Whether the reasons can be worded yet in the reader's language; loads them when the language changes. */
export function useReviewCatalog(): boolean {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(language, 'review'));
  useEffect(() => {
    let current = true;
    void loadReviewCatalog(language).then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [language]);
  return loaded;
}

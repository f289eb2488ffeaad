import { appManifestPath } from '@portal/shared/app-shell';
import { isLocale } from '@portal/shared/locales';
import { currentLanguage, i18n } from './i18n';
import { whenIdle } from './load-when-idle';

/** The installed app's manifest link of the page, if linked yet. */
export const appManifestLink = () => document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');

/**
 * Links the installed app's manifest in the reader's language once the first screen is on the page: the browser
 * reads a linked manifest and its icons at once, to know whether the app can be installed, and that waits until the
 * screen's code and reads have arrived. A change of language changes the link.
 */
export function linkAppManifest(): void {
  whenIdle(() => {
    if (appManifestLink()) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = appManifestPath(currentLanguage());
    document.head.append(link);
    i18n.on('languageChanged', (language: string) => {
      if (isLocale(language)) link.href = appManifestPath(language);
    });
  });
}

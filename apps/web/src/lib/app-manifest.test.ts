import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appManifestLink, linkAppManifest } from './app-manifest';
import { i18n, initI18n } from './i18n';

beforeAll(async () => {
  await initI18n('fr');
  await i18n.changeLanguage('fr');
});

afterEach(() => appManifestLink()?.remove());

describe("the installed app's manifest", () => {
  it("is linked in the reader's language once the first screen is on the page, and follows the language", async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    linkAppManifest();
    expect(appManifestLink()).toBeNull();
    await vi.waitFor(() => expect(appManifestLink()?.getAttribute('href')).toBe('/manifest-fr.webmanifest'));
    await i18n.changeLanguage('it');
    expect(appManifestLink()?.getAttribute('href')).toBe('/manifest-it.webmanifest');
    vi.unstubAllGlobals();
  });
});

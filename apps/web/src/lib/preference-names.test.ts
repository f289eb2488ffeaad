// @vitest-environment node
import { readFileSync } from 'node:fs';
import { languageCookie, themeCookie } from '@portal/shared/public-pages';
import { describe, expect, it } from 'vitest';
import { storagePrefix } from './storage';

/** The script that runs before the app (src/preload-settings.js) is plain JavaScript and cannot import the names. */
const preload = readFileSync(new URL('../preload-settings.js', import.meta.url), 'utf8');

describe('the names of the stored preferences', () => {
  it('are the shared ones wherever they are read before the app starts', () => {
    expect(preload).toContain(`localStorage.getItem('${languageCookie}')`);
    expect(preload).toContain(`localStorage.getItem('${themeCookie}')`);
  });

  it('carry the prefix of everything the app stores', () => {
    expect(languageCookie.startsWith(storagePrefix)).toBe(true);
    expect(themeCookie).toBe(`${storagePrefix}theme`);
  });
});

import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import { page } from './lazy-route';

describe('page', () => {
  it('loads the page’s catalogs even when the router asks before the catalogs are set up', async () => {
    const route = page(async () => () => null, ['list']);
    const loading = (route.lazy as () => Promise<unknown>)();
    await initI18n('en');
    await loading;
    expect(i18n.hasResourceBundle('en', 'list')).toBe(true);
    expect(i18n.t('list:noMatch')).toBe('Nothing matches these filters.');
  });
});

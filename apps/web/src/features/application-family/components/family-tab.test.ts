import { afterEach, describe, expect, it } from 'vitest';
import { keepFamilyTab, openingFamilyTab } from './family-tab';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the family step’s tab', () => {
  it('opens on the information, whatever an earlier visit left on the device', () => {
    localStorage.setItem('portal.application.7.family.tab', JSON.stringify('members'));
    expect(openingFamilyTab(7)).toBe('information');
  });

  it('reopens on the tab left in this visit, for that application only', () => {
    keepFamilyTab(7, 'members');
    expect(openingFamilyTab(7)).toBe('members');
    expect(openingFamilyTab(8)).toBe('information');
    keepFamilyTab(7, 'information');
    expect(openingFamilyTab(7)).toBe('information');
  });
});

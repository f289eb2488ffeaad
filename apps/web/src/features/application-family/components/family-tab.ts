export const familyTabs = ['information', 'members'] as const;
export type FamilyTab = (typeof familyTabs)[number];

/** The tab the applicant left the step on, per application, for this visit only (this browser tab's session). */
const tabKey = (applicationId: number) => `portal.application.${applicationId}.family.tab`;

/**
 * The tab the family step opens on: the information, unless the applicant moved to another tab in this visit. A
 * later visit starts again from the information, which the members depend on.
 */
export function openingFamilyTab(applicationId: number): FamilyTab {
  try {
    return sessionStorage.getItem(tabKey(applicationId)) === 'members' ? 'members' : 'information';
  } catch {
    return 'information';
  }
}

export function keepFamilyTab(applicationId: number, tab: FamilyTab): void {
  try {
    sessionStorage.setItem(tabKey(applicationId), tab);
  } catch {
    // Storage blocked: the step opens on the information next time, as on a new visit.
  }
}

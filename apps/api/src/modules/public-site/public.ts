/** What other modules may use of the public site: the programme's stored settings (the review reads its rules there). */
export { programmeRepository } from './programme.repository.ts';
export { upgradeStoredSettings } from './programme.upgrade.ts';

/** What other modules may use of the personal data module: the access policy's lookup of the person an archive is about. */
export { personalDataRepository } from './personal-data.repository.ts';

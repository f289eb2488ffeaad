// Writes docs/privacy/records-of-processing.md from the privacy notice's source (packages/shared/src/
// privacy-notice.ts, processing-columns.ts and the English privacy catalog), and says when the notice's words
// changed without its version. Runs with `node --import tsx` (npm run privacy:records).
import { readFileSync, writeFileSync } from 'node:fs';
import { privacyNotice, privacyNoticeFingerprint } from '../packages/shared/src/privacy-notice.ts';
import { recordsOfProcessing } from '../packages/shared/src/records-of-processing.ts';

const catalog = (language) =>
  JSON.parse(readFileSync(new URL(`../packages/shared/src/locales/${language}/privacy.json`, import.meta.url), 'utf8'));
const catalogs = { en: catalog('en'), fr: catalog('fr'), it: catalog('it') };
const target = new URL('../docs/privacy/records-of-processing.md', import.meta.url);
writeFileSync(target, recordsOfProcessing(catalogs.en));
console.log('docs/privacy/records-of-processing.md written');
const fingerprint = privacyNoticeFingerprint(catalogs);
if (fingerprint !== privacyNotice.fingerprint) {
  console.log(
    `The notice says something new: raise privacyNotice.version and its date, tell what changed under ` +
      `"changes.<version>" in the privacy catalogs, then record fingerprint '${fingerprint}' (run this again after ` +
      `editing the catalogs).`,
  );
}

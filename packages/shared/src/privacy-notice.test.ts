import { describe, expect, it } from 'vitest';
import en from './locales/en/privacy.json' with { type: 'json' };
import fr from './locales/fr/privacy.json' with { type: 'json' };
import it_ from './locales/it/privacy.json' with { type: 'json' };
import {
  mustAcceptPrivacyNotice,
  privacyNotice,
  privacyNoticeFingerprint,
  processingActivities,
} from './privacy-notice';
import { columnsWithoutPersonalData, processedColumns } from './processing-columns';
import { recordsOfProcessing } from './records-of-processing';

const catalogs = { en, fr, it: it_ };

describe('the privacy notice', () => {
  it('changes its version whenever what it says changes', () => {
    const fingerprint = privacyNoticeFingerprint(catalogs);
    expect(
      fingerprint,
      `The privacy notice says something new (its activities, retention years or words in en, fr or it). Raise ` +
        `privacyNotice.version and its date in packages/shared/src/privacy-notice.ts, tell what changed under ` +
        `"changes.<version>" in the three privacy catalogs, then record the fingerprint this test prints (now ` +
        `'${fingerprint}'). Applicants are asked to accept the new version at their next sign-in.`,
    ).toBe(privacyNotice.fingerprint);
  });

  it('tells in every language what the current version changed', () => {
    for (const catalog of Object.values(catalogs))
      expect((catalog.changes as Record<string, string>)[privacyNotice.version]).toBeTruthy();
  });

  it('has every word the records read, in every language', () => {
    for (const catalog of Object.values(catalogs)) expect(() => recordsOfProcessing(catalog)).not.toThrow();
  });
});

describe('the classification of columns', () => {
  it('gives each activity exactly the categories of the columns it covers', () => {
    for (const activity of processingActivities) {
      const used = new Set(Object.values(processedColumns[activity.id]).flatMap((columns) => Object.values(columns)));
      expect([...used].sort(), activity.id).toEqual([...activity.categories].sort());
    }
  });

  it('classifies a column once: in one activity, or as holding no personal data', () => {
    const seen = new Map<string, string>();
    const note = (column: string, where: string) => {
      expect(seen.get(column), `${column} is classified in ${seen.get(column)} and in ${where}`).toBeUndefined();
      seen.set(column, where);
    };
    for (const [activity, tables] of Object.entries(processedColumns))
      for (const [table, columns] of Object.entries(tables))
        for (const column of Object.keys(columns)) note(`${table}.${column}`, activity);
    for (const [table, { columns }] of Object.entries(columnsWithoutPersonalData))
      for (const column of columns) note(`${table}.${column}`, 'columnsWithoutPersonalData');
  });
});

describe('who is asked to accept the notice', () => {
  const current = privacyNotice.version;
  it.each([
    ['STUDENT', null, true],
    ['STUDENT', '0', true],
    ['STUDENT', current, false],
    ['ADMIN', null, false],
    ['EVALUATOR', '0', false],
  ] as const)('%s who accepted %s: asked %s', (role, accepted, asked) => {
    expect(mustAcceptPrivacyNotice(role, { accepted, current })).toBe(asked);
  });
});

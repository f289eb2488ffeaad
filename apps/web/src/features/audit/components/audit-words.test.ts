// @vitest-environment node

import { readFileSync } from 'node:fs';
import type { AuditEvent } from '@portal/shared/audit-events';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { actorText, detailsText } from './audit-words';

const catalog = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${language}/audit.json`, import.meta.url), 'utf8'));
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'fr',
  resources: { en: { audit: catalog('en') }, fr: { audit: catalog('fr') }, it: { audit: catalog('it') } },
  interpolation: { escapeValue: false },
});
const inLanguage = (language: string) => i18n.getFixedT(language);

const line = (event: Partial<AuditEvent>): AuditEvent => ({
  id: 1,
  action: 'RETENTION',
  by: 'JOB',
  actorId: null,
  actorName: 'job',
  subject: null,
  details: null,
  at: '2026-11-28T10:00:00.000Z',
  ...event,
});
const retention = { sessions: 2, applications: 12_345, beneficiaries: 1, files: 5, accounts: 0 };

describe('an audit line in words', () => {
  it('tells what a retention run did, its numbers in the reader’s format', () => {
    const done = line({ details: { dryRun: false, ...retention } });
    expect(detailsText(inLanguage('en'), done, 'en')).toBe(
      'Anonymised 12,345 applications of 2 sessions (1 with a scholarship); deleted 5 files and 0 accounts.',
    );
    expect(detailsText(inLanguage('fr'), done, 'fr')).toBe(
      'Anonymisation : 12\u202f345 candidatures sur 2 sessions (dont 1 avec bourse) ; suppression : 5 fichiers et 0 compte.',
    );
    expect(detailsText(inLanguage('it'), line({ details: { dryRun: true, ...retention } }), 'it')).toMatch(
      /^Solo elenco, nulla è cambiato: 12\.345 candidature di 2 sessioni/,
    );
  });

  it('says when nothing was due, and when a failure stopped a run', () => {
    const none = { sessions: 0, applications: 0, beneficiaries: 0, files: 0, accounts: 0 };
    expect(detailsText(inLanguage('en'), line({ details: { dryRun: true, ...none } }), 'en')).toBe(
      'Listed only: nothing was due.',
    );
    expect(
      detailsText(inLanguage('en'), line({ details: { dryRun: false, ...retention, failed: true } }), 'en'),
    ).toMatch(/accounts\. A failure stopped it there; the next run does the rest\.$/);
  });

  it('tells a breach drill, and whom an export or a reset was about, even once their account is gone', () => {
    const drill = line({ action: 'BREACH_DRILL', by: 'COMMAND', details: { accounts: 1, links: 3 } });
    expect(detailsText(inLanguage('en'), drill, 'en')).toBe(
      'Every sign-in ended (1 account), 3 pending mailed links voided, the token key replaced.',
    );
    const exported = line({ action: 'DATA_EXPORT', by: 'PERSON', subject: { id: 7, name: 'Ngozi Fotso' } });
    expect(detailsText(inLanguage('en'), exported, 'en')).toBe('Data of Ngozi Fotso exported.');
    const gone = line({ action: 'TWO_FACTOR_RESET', by: 'PERSON', subject: { id: 7, name: null } });
    expect(detailsText(inLanguage('it'), gone, 'it')).toBe(
      'Secondo fattore di un account eliminato nel frattempo (n. 7) reimpostato.',
    );
  });

  it('leaves out details of a shape it does not know, and names who acted', () => {
    expect(detailsText(inLanguage('en'), line({ details: { something: 'else' } }), 'en')).toBe('');
    expect(actorText(inLanguage('en'), line({}))).toBe('The portal’s daily job');
    expect(actorText(inLanguage('fr'), line({ by: 'COMMAND', actorName: 'command' }))).toBe(
      'Une commande lancée sur le serveur',
    );
    expect(actorText(inLanguage('en'), line({ by: 'PERSON', actorId: 3, actorName: 'Ada Admin' }))).toBe('Ada Admin');
  });
});

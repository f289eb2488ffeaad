import { sectionOfStep } from '@portal/shared/application-rules';
import * as enums from '@portal/shared/enums';
import { describe, expect, it } from 'vitest';

const catalogs = {
  ...import.meta.glob<Record<string, unknown>>('../../../../packages/shared/src/locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
  ...import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' }),
};
const languages = ['en', 'fr', 'it'] as const;

/** Where the screens read each enumeration's labels: `<namespace>:<path>.<value>`. */
const labelsOf: Record<string, string> = {
  userRoles: 'common:roles',
  sexes: 'student:sexes',
  sessionStatuses: 'sessions:status',
  bacSystems: 'reference:systems',
  audiences: 'reference:audiences',
  tokenPurposes: 'accounts:tokenPurposes',
  applicationTypes: 'glossary:types',
  applicationStatuses: 'glossary:statuses',
  // A step is named by its section: one name in the step list, the submission summary and the receipt mail.
  applicationSteps: 'glossary:sections',
  stepStates: 'glossary:stepStates',
  languageSections: 'applications:resume',
  gceGrades: 'applications:gceGrades',
  familyRelations: 'family:relations',
  maritalStatuses: 'family:maritalStatuses',
  educationLevels: 'family:educationLevels',
  mainIncomeTypes: 'family:mainIncomeTypes',
  otherIncomeTypes: 'family:otherIncomeTypes',
  houseTypes: 'family:houseTypes',
  utilityTypes: 'family:utilityTypes',
  transportTypes: 'family:transportTypes',
  landTypes: 'family:landTypes',
  landMainActivities: 'family:landMainActivities',
  documentScopes: 'reference:documentScopes',
  incomeTypes: 'application-lists:incomeType',
  survivalIncomeTypes: 'application-lists:survivalIncomeType',
  auditActions: 'applications:auditActions',
  rankingMarks: 'candidates:rankingMarks',
  interviewStates: 'panel:interviewState',
  systemAuditActions: 'audit:actions',
  readKinds: 'reads:kinds',
  guardianRelations: 'applications:submission.guardian.relations',
};

const catalogOf = (language: string, namespace: string) =>
  Object.entries(catalogs).find(([path]) => path.endsWith(`/${language}/${namespace}.json`))?.[1];

function label(language: string, where: string, value: string): unknown {
  const [namespace, path] = where.split(':') as [string, string];
  let node: unknown = catalogOf(language, namespace);
  const key = where === labelsOf.applicationSteps ? sectionOfStep(value as enums.ApplicationStep) : value;
  for (const part of [...path.split('.'), key]) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

const enumerations = (Object.entries(enums) as [string, unknown][]).filter(
  (entry): entry is [string, readonly string[]] => Array.isArray(entry[1]),
);

describe('enumeration labels', () => {
  it('know where every enumeration of the shared package is labelled', () => {
    expect(enumerations.map(([name]) => name).filter((name) => !(name in labelsOf))).toEqual([]);
  });

  it.each(languages)('label every value of every enumeration in %s', (language) => {
    const missing = enumerations.flatMap(([name, values]) =>
      values
        .filter((value) => {
          const text = label(language, labelsOf[name] ?? '', value);
          return typeof text !== 'string' || text.trim() === '';
        })
        .map((value) => `${name}.${value}`),
    );
    expect(missing).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type DocumentsContent,
  type DocumentTypeRule,
  documentProblems,
  missingDocumentTypes,
  requiredDocumentTypes,
  suitsApplicationType,
  suitsAudience,
} from './document-rules';

let nextId = 1;
const type = (overrides: Partial<DocumentTypeRule> = {}): DocumentTypeRule => ({
  id: nextId++,
  name: { en: `Type ${nextId}`, fr: `Type ${nextId} fr`, it: `Tipo ${nextId}` },
  required: true,
  allowMultiple: false,
  target: 'BOTH',
  scope: 'ALL',
  ...overrides,
});

describe('who a document type is for', () => {
  it.each([
    ['BOTH', true, true],
    ['BOTH', false, true],
    ['BOTH', null, true],
    ['STUDENT', true, true],
    ['STUDENT', false, false],
    ['STUDENT', null, false],
    ['PUPIL', false, true],
    ['PUPIL', true, false],
    ['PUPIL', null, false],
  ] as const)('a %s type suits universityStudent=%s: %s', (target, universityStudent, expected) => {
    expect(suitsAudience(target, universityStudent)).toBe(expected);
  });

  it.each([
    ['ALL', 'NEW', true],
    ['ALL', 'OLD', true],
    ['ALL', 'OLD_ENDING', true],
    ['NEW', 'NEW', true],
    ['NEW', 'OLD', false],
    ['NEW', 'OLD_ENDING', false],
    ['RENEWAL', 'NEW', false],
    ['RENEWAL', 'OLD', true],
    ['RENEWAL', 'OLD_ENDING', true],
  ] as const)('a %s type is asked of a %s application: %s', (scope, applicationType, expected) => {
    expect(suitsApplicationType(scope, applicationType)).toBe(expected);
  });
});

describe('the documents an application must hold', () => {
  const birth = type({ scope: 'NEW' });
  const transcript = type({ target: 'STUDENT', allowMultiple: true });
  const bulletin = type({ target: 'PUPIL' });
  const unchanged = type({ scope: 'RENEWAL' });
  const optional = type({ required: false });
  const types = [birth, transcript, bulletin, unchanged, optional];

  it('asks a new student for the common, new-only and student types', () => {
    expect(requiredDocumentTypes(types, { universityStudent: true, type: 'NEW' })).toEqual([birth, transcript]);
  });

  it('asks a renewing pupil for the pupil and renewal types only', () => {
    expect(requiredDocumentTypes(types, { universityStudent: false, type: 'OLD' })).toEqual([bulletin, unchanged]);
    expect(requiredDocumentTypes(types, { universityStudent: false, type: 'OLD_ENDING' })).toEqual([
      bulletin,
      unchanged,
    ]);
  });

  it('counts a type as present once one file of it is sent, whatever files of other audiences remain', () => {
    const content: DocumentsContent = {
      applicationType: 'NEW',
      types,
      uploadedTypeIds: [transcript.id, bulletin.id, transcript.id],
    };
    expect(missingDocumentTypes(content, true)).toEqual([birth]);
    expect(missingDocumentTypes(content, false)).toEqual([birth]);
    expect(missingDocumentTypes({ ...content, uploadedTypeIds: [birth.id, transcript.id] }, true)).toEqual([]);
  });
});

describe('what keeps the documents step from being complete', () => {
  const birth = type({ name: { en: 'Birth certificate', fr: 'Acte de naissance', it: 'Atto di nascita' } });
  const transcript = type({ target: 'STUDENT' });

  it('names each missing type in every language, on a field of its own', () => {
    const problems = documentProblems({ applicationType: 'NEW', types: [birth], uploadedTypeIds: [] }, true);
    expect(problems).toEqual([
      {
        field: `DOCUMENTS.types.${birth.id}`,
        key: 'applications.documents.required',
        params: { name_en: 'Birth certificate', name_fr: 'Acte de naissance', name_it: 'Atto di nascita' },
      },
    ]);
  });

  it('is empty once every required type is there', () => {
    const content = { applicationType: 'NEW' as const, types: [birth, transcript], uploadedTypeIds: [birth.id] };
    expect(documentProblems(content, false)).toEqual([]);
    expect(documentProblems({ ...content, uploadedTypeIds: [birth.id, transcript.id] }, true)).toEqual([]);
  });

  it('asks first whether the applicant is a university student when a required type depends on it', () => {
    const content = { applicationType: 'NEW' as const, types: [birth, transcript], uploadedTypeIds: [birth.id] };
    expect(documentProblems(content, null)).toEqual([
      { field: 'DOCUMENTS', key: 'applications.documents.audienceUnknown' },
    ]);
    expect(documentProblems({ ...content, types: [birth] }, null)).toEqual([]);
  });
});

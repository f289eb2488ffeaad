import { documentProblems } from '@portal/shared/document-rules';
import { describe, expect, it } from 'vitest';
import { applicableDocumentTypes, documentsContent } from './applicable-document-types';

const types = [
  { id: 1, target: 'BOTH', scope: 'ALL' },
  { id: 2, target: 'STUDENT', scope: 'ALL' },
  { id: 3, target: 'PUPIL', scope: 'ALL' },
  { id: 4, target: 'BOTH', scope: 'NEW' },
  { id: 5, target: 'BOTH', scope: 'RENEWAL' },
  { id: 6, target: 'STUDENT', scope: 'RENEWAL' },
] as const;

const ids = (application: { type: 'NEW' | 'OLD' | 'OLD_ENDING'; universityStudent: boolean | null }) =>
  applicableDocumentTypes(application, types).map((type) => type.id);

describe('applicableDocumentTypes', () => {
  it('asks a new university student for the types of students and of new applications', () => {
    expect(ids({ type: 'NEW', universityStudent: true })).toEqual([1, 2, 4]);
  });

  it('asks a pupil for the types of pupils', () => {
    expect(ids({ type: 'NEW', universityStudent: false })).toEqual([1, 3, 4]);
  });

  it('asks a renewal, ending or not, for the renewal types instead of the new ones', () => {
    expect(ids({ type: 'OLD', universityStudent: true })).toEqual([1, 2, 5, 6]);
    expect(ids({ type: 'OLD_ENDING', universityStudent: false })).toEqual([1, 3, 5]);
  });

  it('asks only for the types of both audiences while the applicant has not said whether they are at university', () => {
    expect(ids({ type: 'NEW', universityStudent: null })).toEqual([1, 4]);
  });

  it('reads a type without a scope as asked of every application', () => {
    expect(applicableDocumentTypes({ type: 'OLD', universityStudent: true }, [{ target: 'BOTH' }])).toHaveLength(1);
  });
});

describe('documentsContent', () => {
  const name = (en: string) => ({ en, fr: en, it: en });
  const read = [
    { id: 1, name: name('Birth certificate'), required: true, allowMultiple: false, target: 'BOTH', scope: 'ALL' },
    { id: 2, name: name('Transcripts'), required: true, allowMultiple: true, target: 'STUDENT', scope: 'ALL' },
    { id: 3, name: name('Photo'), target: 'BOTH' },
  ] as const;

  it('lets the shared rules name the required types not sent yet', () => {
    const content = documentsContent({ type: 'NEW' }, read, [{ typeId: 2 }, { typeId: 3 }]);
    expect(content.uploadedTypeIds).toEqual([2, 3]);
    expect(content.types[2]).toMatchObject({ required: false, allowMultiple: false, scope: 'ALL' });
    expect(documentProblems(content, true).map((problem) => problem.field)).toEqual(['DOCUMENTS.types.1']);
    expect(documentProblems(documentsContent({ type: 'NEW' }, read, [{ typeId: 1 }]), true)).toHaveLength(1);
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authStore, setAuth } from '@/lib/auth-store';
import { i18n, initI18n } from '@/lib/i18n';
import { useApplicantWords } from './use-applicant-words';

const catalogs = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Words that speak to the reader, by language: the committee's variants must not use them. */
const secondPerson: Record<string, RegExp> = {
  en: /\b(you|your|yours|yourself)\b/i,
  fr: /\b(vous|votre|vos|tu|ton|ta|tes)\b/i,
  it: /\b(tu|tuo|tua|tuoi|tue|ti|hai|sei|vivi|puoi)\b/i,
};

function committeeEntries(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return /_committee(_[a-z]+)?$/.test(path) ? [[path, node]] : [];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, inner]) => committeeEntries(inner, path ? `${path}.${key}` : key));
}

function SchoolName() {
  const { t } = useApplicantWords('applications');
  return <p>{t('fields.schoolName')}</p>;
}

const person = { id: 3, firstName: 'A', lastName: 'B', username: 'ab', email: 'ab@example.test' } as const;

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('applications');
});
afterEach(() => authStore.set({ token: null, user: null }));

describe('the words of an application, by reader', () => {
  it('address the applicant', () => {
    setAuth('token', { ...person, role: 'STUDENT' });
    render(<SchoolName />);
    expect(screen.getByText('Name of your school')).toBeTruthy();
  });

  it('speak of the applicant to an administrator', () => {
    setAuth('token', { ...person, role: 'ADMIN' });
    render(<SchoolName />);
    expect(screen.getByText('Name of the school')).toBeTruthy();
  });

  it.each(Object.keys(secondPerson))('never address the reader in the committee’s variants (%s)', (language) => {
    const entries = Object.entries(catalogs)
      .filter(([file]) => file.includes(`/locales/${language}/`))
      .flatMap(([file, catalog]) => committeeEntries(catalog, file.replace(/^.*\/locales\//, '')));
    expect(entries.length).toBeGreaterThan(20);
    expect(entries.filter(([, text]) => secondPerson[language]?.test(text))).toEqual([]);
  });
});

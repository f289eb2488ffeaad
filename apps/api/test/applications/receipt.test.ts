import { readdirSync, readFileSync } from 'node:fs';
import { emptySteps, requiredSteps, sectionOfStep } from '@portal/shared/application-rules';
import { applicationSteps } from '@portal/shared/enums';
import { locales } from '@portal/shared/locales';
import { describe, expect, it } from 'vitest';
import { buildReceipt, stepName } from '../../src/modules/submission/submission.mail.ts';
import { words } from './fixtures.ts';

const person = { firstName: 'Aminatou', email: 'aminatou@example.org', locale: 'fr' } as Parameters<
  typeof buildReceipt
>[0]['person'];
const session = { name: 'Session 2026' } as Parameters<typeof buildReceipt>[0]['session'];
const application = {
  id: 41,
  universityStudent: false,
  motivation: words(120),
  steps: { ...emptySteps(), FINANCING: 'SKIPPED' },
  submittedAt: new Date('2026-11-23T09:30:00Z'),
} as Parameters<typeof buildReceipt>[0]['application'];

/** The catalogs as the web app loads them: its own, and the shared package's. */
const catalogsRoot = (where: string) => new URL(`../../../${where}/`, import.meta.url);
function catalogs(where: string, locale: string): Record<string, Record<string, unknown>> {
  const dir = new URL(`${locale}/`, catalogsRoot(where));
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(file, dir), 'utf8'))]),
  );
}

describe('the submission receipt', () => {
  it('is written in the applicant’s language and lists what was sent, with a link to the application', () => {
    const mail = buildReceipt({ person, session, application, publicUrl: 'https://portal.test' });
    expect(mail.to).toBe('aminatou@example.org');
    expect(mail.subject).toBe('Votre candidature à Session 2026 est soumise');
    expect(mail.text).toContain('Bonjour Aminatou');
    expect(mail.text).toContain('23 novembre 2026');
    expect(mail.text).toContain('- Lettre de motivation (120 mots)');
    expect(mail.text).toContain('- Financements : Rien à déclarer');
    // A pupil has no university results to send.
    expect(mail.text).not.toContain('Résultats universitaires');
    expect(mail.text).toContain('https://portal.test/applications/41/view');
    expect(mail.html).toContain('<li>Parcours au lycée</li>');
  });
});

describe.each(locales)('the names of the steps in %s', (locale) => {
  const web = catalogs('web/src/locales', locale);
  const shared = catalogs('../packages/shared/src/locales', locale);
  const sections = (shared.glossary?.sections ?? {}) as Record<string, string>;

  it('are the ones the application’s screens show, from the one catalog both read', () => {
    const student = { ...application, universityStudent: true, steps: emptySteps() };
    const mail = buildReceipt({
      person: { ...person, locale },
      session,
      application: student,
      publicUrl: 'https://portal.test',
    });
    for (const step of requiredSteps(student)) {
      const name = sections[sectionOfStep(step)];
      expect(name, `${locale} ${step}`).toBeTruthy();
      expect(stepName(locale, step)).toBe(name);
      expect(mail.text).toContain(`- ${name}`);
    }
  });

  it('are listed nowhere else: no catalog of the web app or of the server keeps its own list of them', () => {
    const server = catalogs('api/src/locales', locale);
    const steps = new Set<string>(applicationSteps);
    const sectionIds = new Set(Object.keys(sections));
    const lists: string[] = [];
    // A list of names keyed by step or by section, beside the glossary's, is how two names for one step begin.
    const visit = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const named = Object.entries(node).flatMap(([key, value]) => (typeof value === 'string' ? [key] : []));
      const bySteps = named.filter((key) => steps.has(key)).length >= 3;
      const bySections =
        named.filter((key) => sectionIds.has(key)).length >= 3 && named.some((key) => key.includes('-'));
      if (bySteps || bySections) lists.push(path);
      for (const [key, inner] of Object.entries(node)) visit(inner, `${path}.${key}`);
    };
    visit(web, 'web');
    visit(server, 'api');
    expect(lists).toEqual([]);
  });
});

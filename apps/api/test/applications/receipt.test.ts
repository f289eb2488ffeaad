import { emptySteps } from '@portal/shared/application-rules';
import { describe, expect, it } from 'vitest';
import { buildReceipt } from '../../src/modules/submission/submission.mail.ts';
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

describe('the submission receipt', () => {
  it('is written in the applicant’s language and lists what was sent, with a link to the application', () => {
    const mail = buildReceipt({ person, session, application, publicUrl: 'https://portal.test' });
    expect(mail.to).toBe('aminatou@example.org');
    expect(mail.subject).toBe('Votre candidature à Session 2026 est soumise');
    expect(mail.text).toContain('Bonjour Aminatou');
    expect(mail.text).toContain('23 novembre 2026');
    expect(mail.text).toContain('- Lettre de motivation (120 mots)');
    expect(mail.text).toContain('- Financement : rien de déclaré');
    expect(mail.text).not.toContain('Résultat scolaire');
    expect(mail.text).toContain('https://portal.test/applications/41/view');
    expect(mail.html).toContain('<li>Parcours au lycée</li>');
  });
});

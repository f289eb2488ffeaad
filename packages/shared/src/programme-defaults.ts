import type { LocalizedText } from './locales';

/**
 * What a fresh install shows until an administrator changes it, and the rule that tells which contact details are
 * still these placeholders. Kept apart from programme.ts (and zod) so the public pages can use it too.
 */

/** The allowance told to users until an administrator changes it in the programme settings. */
export const defaultAllowance = { amount: 650_000, currency: 'FCFA' } as const;

const same = (text: string): LocalizedText => ({ en: text, fr: text, it: text });

export const defaultProgrammeTexts = {
  universityName: { en: 'University of Dschang', fr: 'Université de Dschang', it: 'Università di Dschang' },
  universityTown: same('Dschang'),
  swissAddress: {
    name: { en: 'Swiss committee', fr: 'Comité suisse', it: 'Comitato svizzero' },
    lines: { en: 'Switzerland', fr: 'Suisse', it: 'Svizzera' },
  },
  cameroonAddress: {
    name: { en: 'Cameroon branch', fr: 'Antenne camerounaise', it: 'Sede in Camerun' },
    lines: {
      en: 'Dschang, West Region, Cameroon',
      fr: 'Dschang, région de l’Ouest, Cameroun',
      it: 'Dschang, Regione dell’Ovest, Camerun',
    },
  },
} satisfies Record<string, LocalizedText | { name: LocalizedText; lines: LocalizedText }>;

/**
 * What the eligibility rules compare against for the University of Dschang: its town and district (Menoua), the
 * names applicants write for it in French, English and Italian with its abbreviation, and the biomedical faculty.
 */
export const defaultEligibilityNames: Record<'acceptedPlaces' | 'universityNames' | 'biomedicalFaculties', string[]> = {
  acceptedPlaces: ['Dschang', 'Menoua'],
  universityNames: ['Université de Dschang', 'University of Dschang', 'Università di Dschang', 'UDs'],
  biomedicalFaculties: [
    'Faculté de Médecine et des Sciences Biomédicales',
    'Faculty of Medicine and Biomedical Sciences',
  ],
};

/** Reserved for examples (RFC 2606) and a number of zeros: nobody can be reached there. */
export const placeholderContact = { email: 'contact@portal.example', phone: '+237 000 000 000' } as const;

export const contactFields = ['email', 'phone', 'swissAddress', 'cameroonAddress'] as const;
export type ContactField = (typeof contactFields)[number];

type Contact = {
  email: string;
  phone: string;
  swissAddress: { lines: LocalizedText };
  cameroonAddress: { lines: LocalizedText };
};

const sameText = (a: LocalizedText, b: LocalizedText) => a.en === b.en && a.fr === b.fr && a.it === b.it;

/** The contact details visitors would read that are still the fresh install's placeholders. */
export function placeholderContactFields(settings: Contact): ContactField[] {
  const placeholder: Record<ContactField, boolean> = {
    email: /\.example$/i.test(settings.email.trim()),
    // Only zeros once the country code is set aside ("+237 000 000 000").
    phone: /^(237)?0+$/.test(settings.phone.replace(/\D/g, '')),
    swissAddress: sameText(settings.swissAddress.lines, defaultProgrammeTexts.swissAddress.lines),
    cameroonAddress: sameText(settings.cameroonAddress.lines, defaultProgrammeTexts.cameroonAddress.lines),
  };
  return contactFields.filter((field) => placeholder[field]);
}

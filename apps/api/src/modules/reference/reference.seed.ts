import type { LocalizedText } from '@portal/shared/locales';
import type { ReferenceKind } from '@portal/shared/reference';
import type { bacTypes, documentTypes, handicaps, schoolLevels } from '../../db/schema/index.ts';
import { seedOnce } from '../../db/seeder.ts';
import { referenceLists } from './reference.lists.ts';

const text = (en: string, fr: string, it: string): LocalizedText => ({ en, fr, it });
const series = (code: string, en: string, fr: string, it: string) => ({
  name: text(`Bac ${code}`, `Bac ${code}`, `Bac ${code}`),
  system: 'FRANCOPHONE' as const,
  description: text(en, fr, it),
});
const gce = (en: string, fr: string, it: string) => ({
  name: text(`GCE A-Level ${en}`, `GCE A-Level ${fr}`, `GCE A-Level ${it}`),
  system: 'ANGLOPHONE' as const,
  description: text(
    'General Certificate of Education, Advanced Level',
    'General Certificate of Education, niveau avancé',
    'General Certificate of Education, livello avanzato',
  ),
});

export const seedBacTypes = [
  series('A', 'Literature and philosophy', 'Lettres et philosophie', 'Lettere e filosofia'),
  series(
    'C',
    'Mathematics and physical sciences',
    'Mathématiques et sciences physiques',
    'Matematica e scienze fisiche',
  ),
  series(
    'D',
    'Mathematics and life and earth sciences',
    'Mathématiques et sciences de la vie et de la terre',
    'Matematica e scienze della vita e della terra',
  ),
  series('E', 'Mathematics and technology', 'Mathématiques et techniques', 'Matematica e tecnologia'),
  series('F', 'Industrial technical studies', 'Enseignement technique industriel', 'Istruzione tecnica industriale'),
  series(
    'G',
    'Business and management (G1, G2, G3)',
    'Techniques commerciales et de gestion (G1, G2, G3)',
    'Tecniche commerciali e di gestione (G1, G2, G3)',
  ),
  series('TI', 'Computer science', 'Technologies de l’information', 'Tecnologie dell’informazione'),
  gce('Arts', 'Arts', 'Lettere'),
  gce('Science', 'Sciences', 'Scienze'),
  gce('Commercial', 'Commerce', 'Commercio'),
];

type DocumentTypeSeed = Omit<typeof documentTypes.$inferInsert, 'name' | 'description'> & { name: LocalizedText };
const doc = (name: LocalizedText, rules: Omit<DocumentTypeSeed, 'name'>) => ({ ...rules, name, description: null });
const once = { required: true, allowMultiple: false };
const several = { required: true, allowMultiple: true };

/** A renewal shows the situation has not changed rather than sending the whole file again. */
export const unchangedSituationProof = doc(
  text(
    'Proof that the economic situation is unchanged',
    'Attestation que la situation économique est inchangée',
    'Attestazione che la situazione economica è invariata',
  ),
  { ...several, target: 'BOTH', scope: 'RENEWAL' },
);

/** A beneficiary's transcript of a semester: a document of the scholarship year, never asked of an application. */
export const semesterTranscript = doc(
  text('Semester transcript', 'Relevé de notes du semestre', 'Certificato dei voti del semestre'),
  // Never asked of an application: its scope keeps it out of every application's documents.
  { required: false, allowMultiple: false, target: 'BOTH', scope: 'BENEFICIARY' },
);

export const seedDocumentTypes = [
  doc(text('Birth certificate', 'Acte de naissance', 'Atto di nascita'), { ...once, target: 'BOTH', scope: 'NEW' }),
  doc(text('University transcripts', 'Relevés de notes universitaires', 'Certificati degli esami universitari'), {
    ...several,
    target: 'STUDENT',
    scope: 'ALL',
  }),
  doc(
    text(
      'School reports of the final secondary year',
      'Bulletins de notes de la classe de terminale',
      'Pagelle dell’ultimo anno di scuola secondaria',
    ),
    { ...several, target: 'PUPIL', scope: 'NEW' },
  ),
  doc(
    text(
      'Baccalaureate or GCE certificate',
      'Diplôme ou relevé du baccalauréat ou du GCE',
      'Diploma di maturità o certificato GCE',
    ),
    { ...once, target: 'BOTH', scope: 'NEW' },
  ),
  doc(text('Proof of residence', 'Attestation de résidence', 'Certificato di residenza'), {
    ...once,
    target: 'BOTH',
    scope: 'ALL',
  }),
  doc(text('Proof of family income', 'Justificatif des revenus de la famille', 'Attestazione del reddito familiare'), {
    ...several,
    target: 'BOTH',
    scope: 'NEW',
  }),
  unchangedSituationProof,
  doc(text('Identity photo', 'Photo d’identité', 'Fototessera'), { ...once, target: 'BOTH', scope: 'NEW' }),
] satisfies DocumentTypeSeed[];

export const seedHandicaps = [
  text('Visual impairment', 'Déficience visuelle', 'Disabilità visiva'),
  text('Hearing impairment', 'Déficience auditive', 'Disabilità uditiva'),
  text('Motor disability', 'Handicap moteur', 'Disabilità motoria'),
  text('Speech impairment', 'Trouble de la parole', 'Disturbo del linguaggio'),
  text('Chronic illness', 'Maladie chronique', 'Malattia cronica'),
  text('Intellectual disability', 'Déficience intellectuelle', 'Disabilità intellettiva'),
].map((name) => ({ name }));

export const seedSchoolLevels = [
  text(
    'Final secondary year (Terminale / Upper Sixth)',
    'Terminale / Upper Sixth',
    'Ultimo anno di scuola secondaria (Terminale / Upper Sixth)',
  ),
  text('Bachelor year 1', 'Licence 1', 'Laurea triennale, 1° anno'),
  text('Bachelor year 2', 'Licence 2', 'Laurea triennale, 2° anno'),
  text('Bachelor year 3', 'Licence 3', 'Laurea triennale, 3° anno'),
  text('Master year 1', 'Master 1', 'Laurea magistrale, 1° anno'),
  text('Master year 2', 'Master 2', 'Laurea magistrale, 2° anno'),
  text('Doctorate', 'Doctorat', 'Dottorato'),
].map((name, index) => ({ name, order: index + 1 }));

const seedItems: Record<ReferenceKind, Record<string, unknown>[]> = {
  'bac-types': seedBacTypes satisfies (typeof bacTypes.$inferInsert)[],
  'document-types': seedDocumentTypes satisfies (typeof documentTypes.$inferInsert)[],
  handicaps: seedHandicaps satisfies (typeof handicaps.$inferInsert)[],
  'school-levels': seedSchoolLevels satisfies (typeof schoolLevels.$inferInsert)[],
};

/** Fills the four lists once; the mark in system_meta keeps items an administrator deleted from coming back. */
export const seedReferenceLists = seedOnce('reference lists', 'seed.reference', async (tx) => {
  // A database filled before the mark existed keeps what it has.
  if ((await referenceLists[0]!.repository.count(tx)) > 0) return;
  for (const list of referenceLists) await list.repository.insertMany(tx, seedItems[list.kind]);
});

/**
 * Databases seeded before document types had a scope hold no type for renewals: the proof that the economic
 * situation is unchanged is added once, unless an item of that name is already there (a fresh seed has it).
 */
export const seedRenewalDocumentType = seedOnce('renewal document type', 'seed.documentTypes.renewal', async (tx) => {
  const documentTypeList = referenceLists.find((list) => list.kind === 'document-types')!.repository;
  const english = unchangedSituationProof.name.en.toLocaleLowerCase();
  const items = await documentTypeList.list(tx);
  if (items.some((item) => (item.name as LocalizedText).en.toLocaleLowerCase() === english)) return;
  await documentTypeList.insertMany(tx, [unchangedSituationProof]);
});

/** The type of the beneficiaries' transcripts, added once to databases seeded before it existed (and to new ones). */
export const seedTranscriptDocumentType = seedOnce(
  'transcript document type',
  'seed.documentTypes.transcript',
  async (tx) => {
    const documentTypeList = referenceLists.find((list) => list.kind === 'document-types')!.repository;
    const items = await documentTypeList.list(tx);
    if (items.some((item) => item.scope === 'BENEFICIARY')) return;
    await documentTypeList.insertMany(tx, [semesterTranscript]);
  },
);

/**
 * Plausible applicants for a demonstration database: Cameroonian first and family names, towns of the West and
 * neighbouring regions, phone numbers of the national plan. Drawn from a seeded generator, so a run can be repeated.
 */

export type Random = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
};

/** mulberry32: small, fast and good enough to spread demo data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (items) => items[int(0, items.length - 1)]!, chance: (p) => next() < p };
}

export const femaleNames = [
  'Aïcha',
  'Bernadette',
  'Carine',
  'Chantal',
  'Clarisse',
  'Danielle',
  'Estelle',
  'Flore',
  'Gisèle',
  'Grâce',
  'Hortense',
  'Inès',
  'Joëlle',
  'Larissa',
  'Linda',
  'Mireille',
  'Nadège',
  'Ornella',
  'Pélagie',
  'Rosine',
  'Sandrine',
  'Solange',
  'Vanessa',
  'Yolande',
  'Nafissatou',
  'Hadjara',
  'Mbali',
  'Ngum',
  'Enanga',
  'Manka',
] as const;
export const maleNames = [
  'Alain',
  'Armel',
  'Boris',
  'Brice',
  'Christian',
  'Cyrille',
  'Didier',
  'Emmanuel',
  'Eric',
  'Franck',
  'Gaël',
  'Hervé',
  'Ibrahim',
  'Jean-Paul',
  'Joël',
  'Landry',
  'Martial',
  'Olivier',
  'Patrice',
  'Rodrigue',
  'Samuel',
  'Serge',
  'Thierry',
  'Ulrich',
  'Yannick',
  'Moussa',
  'Oumarou',
  'Achille',
  'Bertrand',
  'Valentin',
] as const;
export const familyNames = [
  'Ngono',
  'Fotso',
  'Tchoua',
  'Mbarga',
  'Ewane',
  'Kamga',
  'Tchinda',
  'Nkengfack',
  'Djoumessi',
  'Fokou',
  'Tagne',
  'Nguemo',
  'Simo',
  'Wamba',
  'Kenfack',
  'Tsafack',
  'Mbida',
  'Atangana',
  'Essomba',
  'Onana',
  'Abena',
  'Nkoulou',
  'Eto’o',
  'Bello',
  'Hamadou',
  'Mohamadou',
  'Ndongo',
  'Fouda',
  'Manga',
  'Ngassa',
  'Tamo',
  'Nana',
  'Feudjio',
  'Takam',
  'Momo',
  'Noumbissi',
  'Talla',
  'Yemele',
  'Zebaze',
  'Ndjock',
] as const;

/** Towns with their region; most applicants live in or near the university town. */
export const towns = [
  ['Dschang', 'West'],
  ['Dschang', 'West'],
  ['Dschang', 'West'],
  ['Bafoussam', 'West'],
  ['Mbouda', 'West'],
  ['Bangangté', 'West'],
  ['Foumban', 'West'],
  ['Bafang', 'West'],
  ['Penka-Michel', 'West'],
  ['Fongo-Tongo', 'West'],
  ['Bamenda', 'North-West'],
  ['Nkongsamba', 'Littoral'],
  ['Douala', 'Littoral'],
  ['Yaoundé', 'Centre'],
  ['Kumba', 'South-West'],
] as const;

export const neighbourhoods = ['Foto', 'Ngui', 'Paid Ground', 'Tsinkop', 'Keleng', 'Fiankop', 'Mingmeto', 'Centre'];
export const faculties = [
  ['Faculty of Science', ['Mathematics', 'Computer science', 'Biochemistry', 'Physics']],
  ['Faculty of Agronomy and Agricultural Sciences', ['Agronomy', 'Animal production', 'Rural engineering']],
  ['Faculty of Letters and Human Sciences', ['Geography', 'History', 'Bilingual studies']],
  ['Faculty of Economics and Management', ['Economics', 'Management', 'Accounting']],
  ['Faculty of Law and Political Science', ['Public law', 'Private law', 'Political science']],
  ['Faculty of Medicine and Pharmaceutical Sciences', ['Medicine', 'Biomedical sciences']],
] as const;

const phrases = [
  'My parents are farmers in the village and cannot pay for my studies alone.',
  'I want to become an engineer and bring clean water to the villages of my region.',
  'Since primary school I have worked hard and always been among the best of my class.',
  'After classes I help my mother sell vegetables at the market to support my younger brothers.',
  'The scholarship would let me buy books and pay the rent of a room near the campus.',
  'I walk more than an hour each morning to reach the university.',
  'I dream of teaching mathematics and giving back to the community that raised me.',
  'My father passed away and my mother raises six children with a small income.',
  'I am committed to the hundred hours of service and would enjoy tutoring pupils.',
  'Computer science fascinates me and I want to build tools for farmers.',
] as const;

/** A motivation letter of plausible length (about 130 words): a few of the phrases above, shuffled. */
export function motivation(random: Random): string {
  const chosen = Array.from({ length: 10 }, () => random.pick(phrases));
  return chosen.join(' ');
}

export function mobileNumber(random: Random): string {
  return `+237 6${random.pick(['5', '7', '8', '9'])}${random.int(0, 9)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`;
}

/** A name written as an e-mail's local part: lower case, no accents or spaces. */
export const asciiLocal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^a-zA-Z0-9]/g, '')
    .toLowerCase();

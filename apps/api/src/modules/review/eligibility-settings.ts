import type { Conn } from '../../db/client.ts';

/** The programme's settings the eligibility rule and the ranking read. */
export type ReviewSettings = {
  acceptedPlaces: string[];
  universityNames: string[];
  biomedicalFaculties: string[];
};

/** The programme's own university, town, district and biomedical faculty, as the call for applications names them. */
export const defaultReviewSettings: ReviewSettings = {
  acceptedPlaces: ['Dschang', 'Menoua'],
  universityNames: ['University of Dschang', 'Université de Dschang', 'UDs'],
  biomedicalFaculties: [
    'Faculté de Médecine et des Sciences Biomédicales',
    'Faculty of Medicine and Biomedical Sciences',
  ],
};

/**
 * The one place the review reads the programme's eligibility settings. The programme settings do not hold them yet,
 * so this answers the defaults; once they do, this reads them through `conn` and nothing else changes.
 */
export async function eligibilitySettings(_conn: Conn): Promise<ReviewSettings> {
  return defaultReviewSettings;
}

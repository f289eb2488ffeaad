import type { GceGrade, HouseType, LandMainActivity, LandType, TransportType, UtilityType } from './enums';

/**
 * The scoring rubric as data (docs/scoring.md): 50 merit points and 50 socio-economic and family points, split into
 * parts. A session keeps its own copy, so a change of rubric never rescores a closed session.
 */

export const scoreParts = [
  'merit',
  'economicCondition',
  'computer',
  'dependenceRatio',
  'familyHandicap',
  'children',
  'houseSize',
  'houseType',
  'livestock',
  'selfHandicap',
  'toilet',
  'transport',
  'tv',
  'water',
  'land',
  'landMainActivity',
] as const;
export type ScorePart = (typeof scoreParts)[number];
export const socioEconomicParts = scoreParts.filter((part) => part !== 'merit');

/** A band of a numeric scale: a value at or above `from` (and below the next band's) earns `points`. */
export type Band = { from: number; points: number };
export type YesNoPoints = { yes: number; no: number };
export const livestockKinds = ['cows', 'pigs', 'goats', 'chickens', 'rabbits', 'otherLivestock'] as const;
export type LivestockKind = (typeof livestockKinds)[number];

export type Rubric = {
  maxima: Record<ScorePart, number>;
  merit: {
    /** The scale of averages and baccalaureate grades. */
    gradeScale: number;
    /** GCE grades read on the baccalaureate's scale, so both systems compete on one scale. */
    gceEquivalence: Record<GceGrade, number>;
    /** The best grades averaged; fewer grades count as zero in the missing places. */
    gceGradesCounted: number;
  };
  /** Household income a year per person (members and applicant), FCFA. */
  economicCondition: readonly Band[];
  /** Members without income per member with income; `noEarner` when nobody earns. */
  dependenceRatio: { bands: readonly Band[]; noEarner: number };
  /** Persons (members and applicant) per room. */
  houseSize: readonly Band[];
  /** Family members with a handicap. */
  familyHandicap: readonly Band[];
  /** Animals weighted into livestock units, then banded. */
  livestock: { weights: Record<LivestockKind, number>; bands: readonly Band[] };
  houseType: Record<HouseType, number>;
  toilet: Record<UtilityType, number>;
  transport: Record<TransportType, number>;
  land: Record<LandType, number>;
  landMainActivity: Record<LandMainActivity, number>;
  computer: YesNoPoints;
  tv: YesNoPoints;
  water: YesNoPoints;
  children: YesNoPoints;
  selfHandicap: YesNoPoints;
  /** The committee's bonus for verified special conditions, whole points, always with a written reason. */
  bonus: { min: number; max: number };
};

export const defaultRubric: Rubric = {
  maxima: {
    merit: 50,
    economicCondition: 15,
    dependenceRatio: 5,
    houseType: 4,
    houseSize: 3,
    land: 3,
    transport: 3,
    familyHandicap: 3,
    landMainActivity: 2,
    livestock: 2,
    water: 2,
    toilet: 2,
    selfHandicap: 2,
    children: 2,
    computer: 1,
    tv: 1,
  },
  merit: { gradeScale: 20, gceEquivalence: { A: 18, B: 16, C: 14, D: 12, E: 10, O: 8 }, gceGradesCounted: 3 },
  economicCondition: [
    { from: 0, points: 15 },
    { from: 100_000, points: 12 },
    { from: 200_000, points: 9 },
    { from: 350_000, points: 6 },
    { from: 500_000, points: 3 },
    { from: 750_000, points: 0 },
  ],
  dependenceRatio: {
    bands: [
      { from: 0, points: 0 },
      { from: 0.5, points: 1 },
      { from: 1, points: 2 },
      { from: 2, points: 3 },
      { from: 3, points: 4 },
      { from: 4, points: 5 },
    ],
    noEarner: 5,
  },
  houseSize: [
    { from: 0, points: 0 },
    { from: 1.5, points: 1 },
    { from: 2.5, points: 2 },
    { from: 3.5, points: 3 },
  ],
  familyHandicap: [
    { from: 0, points: 0 },
    { from: 1, points: 2 },
    { from: 2, points: 3 },
  ],
  // Tropical livestock units (FAO, sub-Saharan Africa): a cow 0.7, a pig 0.2, a goat 0.1, a chicken 0.01.
  livestock: {
    weights: { cows: 0.7, pigs: 0.2, goats: 0.1, chickens: 0.01, rabbits: 0.01, otherLivestock: 0.1 },
    bands: [
      { from: 0, points: 2 },
      { from: 0.5, points: 1 },
      { from: 2, points: 0 },
    ],
  },
  houseType: { HOMELESS: 4, LOCATION: 3, OWN_HOUSE_POLYGAMY: 2, OWN_HOUSE: 0 },
  toilet: { NO: 2, COMMON: 1, PRIVATE: 0 },
  transport: {
    NO: 3,
    YES_MOTORCYCLE: 2,
    YES_MORE_MOTORCYCLE: 1,
    OWN_MOTORCYCLE_VEHICLE: 0,
    YES_LEAST_ONE_VEHICLE: 0,
  },
  land: { NO: 3, GROWN_PLOT_DONT_BELONG_US: 2, RENT_PLOT_LAND: 1, OWN_PARCEL: 0 },
  landMainActivity: { NO_PLOT_LAND: 2, SUBSISTENCE_FARMING: 2, NOT_USED: 1, RENT: 0, AGRICULTURE_INCOME: 0 },
  computer: { yes: 0, no: 1 },
  tv: { yes: 0, no: 1 },
  water: { yes: 0, no: 2 },
  children: { yes: 2, no: 0 },
  selfHandicap: { yes: 2, no: 0 },
  bonus: { min: 1, max: 5 },
};

/** The points of the band a value falls in; bands in ascending `from`, below the first band nothing. */
export function bandPoints(bands: readonly Band[], value: number): number {
  let points = 0;
  for (const band of bands) if (value >= band.from) points = band.points;
  return points;
}

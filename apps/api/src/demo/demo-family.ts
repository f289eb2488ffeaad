import {
  educationLevels,
  familyRelations,
  houseTypes,
  landMainActivities,
  landTypes,
  mainIncomeTypes,
  maritalStatuses,
  otherIncomeTypes,
  transportTypes,
  utilityTypes,
} from '@portal/shared/enums';
import type { Tx } from '../db/client.ts';
import { families, familyMembers } from '../db/schema/index.ts';
import { insertRows } from './demo-insert.ts';
import type { Random } from './demo-people.ts';
import { neighbourhoods } from './demo-people.ts';

/** A household for each application (one to six members, mostly farmers and small traders); answers the members. */
export async function demoFamily(
  tx: Tx,
  random: Random,
  rows: { applicationId: number; town: string }[],
): Promise<number> {
  const sizes = rows.map(() => random.int(1, 6));
  const familyRows = await insertRows(
    tx,
    families,
    rows.map((a, index) => {
      const livestock = random.chance(0.6);
      // A family without land has no use for it; one with land does not answer "no land".
      const landType = random.pick(landTypes);
      const uses = landMainActivities.filter((use) => (landType === 'NO') === (use === 'NO_PLOT_LAND'));
      return {
        applicationId: a.applicationId,
        membersInTown: sizes[index]!,
        rooms: random.int(1, 6),
        houseType: random.pick(houseTypes),
        landType,
        toiletType: random.pick(utilityTypes),
        landMainActivity: random.pick(uses),
        transportType: random.pick(transportTypes),
        livesWithFamily: random.chance(0.7),
        hasChildren: random.chance(0.05),
        hasComputer: random.chance(0.2),
        hasTV: random.chance(0.5),
        hasWater: random.chance(0.55),
        hasLiveStock: livestock,
        chickens: livestock ? random.int(0, 30) : 0,
        goats: livestock ? random.int(0, 6) : 0,
        pigs: livestock ? random.int(0, 4) : 0,
        cows: 0,
        rabbits: 0,
        otherLivestock: 0,
        rentPrice: random.chance(0.3) ? random.int(5, 25) * 1000 : 0,
        familyLivesInTown: a.town === 'Dschang',
        neighborhood: random.pick(neighbourhoods),
      };
    }),
    ['id', 'applicationId'],
  );
  const familyOf = new Map(familyRows.map((row) => [row.applicationId, row.id]));
  const members = rows.flatMap((a, index) =>
    Array.from({ length: sizes[index]! }, (_, n) => {
      const parent = n < 2;
      const salary = parent ? random.int(0, 60) * 10_000 : 0;
      return {
        familyId: familyOf.get(a.applicationId)!,
        relationship: parent ? (n === 0 ? ('MOTHER' as const) : ('FATHER' as const)) : random.pick(familyRelations),
        residence: a.town,
        maritalStatus: random.pick(maritalStatuses),
        schoolLevel: random.pick(educationLevels),
        mainIncomeType: random.pick(mainIncomeTypes),
        otherIncomeType: random.pick(otherIncomeTypes),
        birthYear: parent ? random.int(1960, 1985) : random.int(1995, 2020),
        mainActivity: parent ? random.pick(['Farmer', 'Trader', 'Teacher', 'Tailor', 'Driver']) : 'Pupil',
        // A member's yearly salary and other income are never both zero.
        annualSalary: salary,
        otherIncome: salary === 0 ? random.int(1, 20) * 10_000 : random.int(0, 5) * 10_000,
        hasHandicap: random.chance(0.04),
      };
    }),
  );
  await insertRows(tx, familyMembers, members);
  return members.length;
}

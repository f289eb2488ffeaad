import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { applications, version } from './applications.ts';
import { timestamps } from './columns.ts';
import {
  educationLevelEnum,
  familyRelationEnum,
  houseTypeEnum,
  landMainActivityEnum,
  landTypeEnum,
  mainIncomeTypeEnum,
  maritalStatusEnum,
  otherIncomeTypeEnum,
  transportTypeEnum,
  utilityTypeEnum,
} from './enums.ts';

/** The applicant's household and living conditions: one per application, the base of the socio-economic score. */
export const families = pgTable('families', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .unique('families_application_key')
    .references(() => applications.id, { onDelete: 'cascade' }),
  // Not counting the applicant; must equal the members registered before the step is complete.
  membersInTown: integer('members_in_town'),
  rooms: integer('rooms'),
  houseType: houseTypeEnum('house_type'),
  landType: landTypeEnum('land_type'),
  toiletType: utilityTypeEnum('toilet_type'),
  landMainActivity: landMainActivityEnum('land_main_activity'),
  transportType: transportTypeEnum('transport_type'),
  livesWithFamily: boolean('lives_with_family'),
  hasChildren: boolean('has_children'),
  hasComputer: boolean('has_computer'),
  hasTV: boolean('has_tv'),
  hasWater: boolean('has_water'),
  hasLiveStock: boolean('has_live_stock'),
  chickens: integer('chickens'),
  cows: integer('cows'),
  goats: integer('goats'),
  pigs: integer('pigs'),
  rabbits: integer('rabbits'),
  otherLivestock: integer('other_livestock'),
  rentPrice: integer('rent_price'),
  familyLivesInTown: boolean('family_lives_in_town'),
  neighborhood: text('neighborhood'),
  version: version(),
  ...timestamps,
});

export const familyMembers = pgTable(
  'family_members',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    relationship: familyRelationEnum('relationship'),
    residence: text('residence'),
    maritalStatus: maritalStatusEnum('marital_status'),
    schoolLevel: educationLevelEnum('school_level'),
    mainIncomeType: mainIncomeTypeEnum('main_income_type'),
    otherIncomeType: otherIncomeTypeEnum('other_income_type'),
    birthYear: integer('birth_year'),
    mainActivity: text('main_activity'),
    // Yearly amounts in FCFA.
    annualSalary: integer('annual_salary'),
    otherIncome: integer('other_income'),
    employer: text('employer'),
    hasHandicap: boolean('has_handicap'),
    version: version(),
    ...timestamps,
  },
  (table) => [index('family_members_family_idx').on(table.familyId)],
);

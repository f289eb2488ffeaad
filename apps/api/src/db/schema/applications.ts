import type { EligibilityReason } from '@portal/shared/eligibility';
import type { ApplicationStatus, ApplicationStep, GceGrade, GuardianRelation, StepState } from '@portal/shared/enums';
import type { ScorePart } from '@portal/shared/scoring-rubric';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import {
  applicationStatusEnum,
  applicationTypeEnum,
  bacSystemEnum,
  interviewStateEnum,
  rankingMarkEnum,
} from './enums.ts';
import { interviewSlots } from './interviews.ts';
import { bacTypes, schoolLevels } from './reference.ts';
import { sessions } from './sessions.ts';
import { users } from './users.ts';

/** Bumped by every write: a write that carries an older one was made on a stale copy (another tab, another phone). */
export const version = () => integer('version').notNull().default(0);

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    // A session with applications cannot be deleted; an account's deletion keeps its applications, without the owner.
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: applicationTypeEnum('type').notNull().default('NEW'),
    status: applicationStatusEnum('status').notNull().default('PENDING'),
    universityStudent: boolean('university_student'),
    desiredUniversity: text('desired_university'),
    desiredFaculty: text('desired_faculty'),
    desiredOption: text('desired_option'),
    schoolLevelId: integer('school_level_id').references(() => schoolLevels.id, { onDelete: 'restrict' }),
    nextYearTown: text('next_year_town'),
    nextYearWish: text('next_year_wish'),
    currentUniversity: text('current_university'),
    currentFaculty: text('current_faculty'),
    motivation: text('motivation'),
    steps: jsonb('steps').$type<Record<ApplicationStep, StepState>>().notNull(),
    submitted: boolean('submitted').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    declaration: boolean('declaration').notNull().default(false),
    eligible: boolean('eligible'),
    // The eligibility rule's reasons ({ code, params }); older rows may hold reasons written as text.
    nonEligibilityReasons: jsonb('non_eligibility_reasons')
      .$type<(EligibilityReason | string)[]>()
      .notNull()
      .default([]),
    rejectionReason: text('rejection_reason'),
    resubmissionAllowed: boolean('resubmission_allowed').notNull().default(false),
    totalScore: doublePrecision('total_score'),
    // How the total was reached, part by part (merit, economic condition…), as the session's rubric computed it.
    scoreParts: jsonb('score_parts').$type<Partial<Record<ScorePart, number>>>(),
    // The committee's extra points for verified special conditions, and why.
    bonus: smallint('bonus'),
    bonusReason: text('bonus_reason'),
    // Place in the session's ranking by total score, 1 first; null until the totals are saved.
    rank: integer('rank'),
    // Selected, selected on the biomedical place, or on the reserve list (passed, no place); null outside the competition.
    rankingMark: rankingMarkEnum('ranking_mark'),
    // The decision the applicant was last mailed (status and reason): closing a session again mails only the
    // applicants whose decision changed since. Null: none mailed.
    decisionMailed: jsonb('decision_mailed').$type<{ status: ApplicationStatus; reason: string | null }>(),
    // The applicant's own handicap as last declared, kept for the statistics when the account is gone.
    selfHandicap: boolean('self_handicap').notNull().default(false),
    // A renewal names the approved application it continues, and whether its holder met the renewal conditions
    // (false leaves the renewal to the committee's discretion); null for a new application.
    renewedFromId: integer('renewed_from_id').references((): AnyPgColumn => applications.id, { onDelete: 'set null' }),
    meetsRenewalConditions: boolean('meets_renewal_conditions'),
    // On the interview shortlist: by the preselection's cut, or added by hand (the audit says why).
    preselected: boolean('preselected').notNull().default(false),
    // The interview of a preselected application (null otherwise), the slot booked, and when its reminder went out.
    interviewState: interviewStateEnum('interview_state'),
    interviewSlotId: integer('interview_slot_id').references(() => interviewSlots.id, { onDelete: 'set null' }),
    interviewRemindedAt: timestamp('interview_reminded_at', { withTimezone: true, mode: 'date' }),
    // The mean of the panel's submitted evaluations (out of 100), the same corrected for each evaluator's severity,
    // the final score by the session's interview weight, and the place in the final ranking (1 first). Null until
    // there is something to compute; recomputed for the whole session whenever one of their inputs changes.
    panelScore: doublePrecision('panel_score'),
    correctedPanelScore: doublePrecision('corrected_panel_score'),
    finalScore: doublePrecision('final_score'),
    finalRank: integer('final_rank'),
    // How far apart the panel's submitted evaluations are (highest minus lowest score, out of 100): the committee
    // discusses a panel that disagrees widely. Null below two submitted evaluations; kept with the scores above.
    panelSpread: doublePrecision('panel_spread'),
    // An applicant under 18 on the day of submitting names a parent or guardian, how they are related, and when the
    // applicant stated that this person consents (null for an adult). Cleared with the rest by anonymisation.
    guardianName: text('guardian_name'),
    guardianRelation: text('guardian_relation').$type<GuardianRelation>(),
    guardianConsentAt: timestamp('guardian_consent_at', { withTimezone: true, mode: 'date' }),
    // When the retention run took from this application everything that names a person (null: never).
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true, mode: 'date' }),
    version: version(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('applications_session_user_key').on(table.sessionId, table.userId),
    index('applications_user_idx').on(table.userId),
    // The candidates list and its export: one session, best total first. The columns after the id (unique, so they
    // change no order) are the list's usual filters and what its other orders join and sort on: a page's ids and the
    // count of a filtered session are read from this index alone, without visiting the rows.
    index('applications_session_score_idx').on(
      table.sessionId,
      table.totalScore.desc().nullsLast(),
      table.id,
      table.userId,
      table.eligible,
      table.submitted,
      table.universityStudent,
      table.preselected,
      table.status,
      table.type,
      table.submittedAt,
    ),
    // The candidates list in the order of the final ranking (the final rank, then the total score).
    index('applications_session_final_rank_idx').on(
      table.sessionId,
      table.finalRank,
      table.totalScore.desc().nullsLast(),
      table.id,
    ),
    // The final ranking: decisions and the next in line follow it.
    index('applications_session_final_idx').on(table.sessionId, table.finalScore.desc().nullsLast(), table.id),
    index('applications_interview_slot_idx').on(table.interviewSlotId),
    check('applications_bonus_range', sql`${table.bonus} between 1 and 5`),
  ],
);

export const schoolResults = pgTable('school_results', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .unique('school_results_application_key')
    .references(() => applications.id, { onDelete: 'cascade' }),
  totalCredit: integer('total_credit'),
  achievedCredit: integer('achieved_credit'),
  annualAverage: doublePrecision('annual_average'),
  baccalaureate: text('baccalaureate'),
  licence: text('licence'),
  licenceGrade: text('licence_grade'),
  faculty: text('faculty'),
  option: text('option'),
  version: version(),
  ...timestamps,
});

export const highSchoolResumes = pgTable('high_school_resumes', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .unique('high_school_resumes_application_key')
    .references(() => applications.id, { onDelete: 'cascade' }),
  languageSection: bacSystemEnum('language_section'),
  bacTypeId: integer('bac_type_id').references(() => bacTypes.id, { onDelete: 'restrict' }),
  issueDate: date('issue_date', { mode: 'string' }),
  finalGrade: doublePrecision('final_grade'),
  gceGrades: jsonb('gce_grades').$type<{ subject: string; grade: GceGrade }[]>().notNull().default(sql`'[]'::jsonb`),
  schoolName: text('school_name'),
  schoolAddress: text('school_address'),
  religionGrade: doublePrecision('religion_grade'),
  version: version(),
  ...timestamps,
});

/** Other scholarships or support the applicant already receives or has asked for. */
export const financings = pgTable(
  'financings',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    name: text('name'),
    organization: text('organization'),
    amount: integer('amount'),
    description: text('description'),
    version: version(),
    ...timestamps,
  },
  (table) => [index('financings_application_idx').on(table.applicationId)],
);

/** Work and activities beside studies, and what they bring in. */
export const extraActivities = pgTable(
  'extra_activities',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    title: text('title'),
    employer: text('employer'),
    salary: integer('salary'),
    annualIncome: integer('annual_income'),
    incomeType: text('income_type'),
    survivalIncomeType: text('survival_income_type'),
    version: version(),
    ...timestamps,
  },
  (table) => [index('extra_activities_application_idx').on(table.applicationId)],
);

/** The applicant's opinion of the portal and the process, one per application. */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .unique('ratings_application_key')
      .references(() => applications.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    suggestion: text('suggestion'),
    content: text('content'),
    ...timestamps,
  },
  (table) => [check('ratings_stars_range', sql`${table.stars} between 1 and 5`)],
);

CREATE TYPE "public"."interview_state" AS ENUM('INVITED', 'BOOKED', 'HELD', 'MISSED');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'PRESELECTION';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'PANEL';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'CONFLICT';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'INTERVIEW';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'EVALUATION';--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'EVALUATOR' BEFORE 'STUDENT';--> statement-breakpoint
CREATE TABLE "evaluation_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"evaluator_id" integer NOT NULL,
	"reason" text NOT NULL,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"evaluator_id" integer,
	"evaluator_name" text NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text,
	"score" double precision,
	"submitted_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"place" text,
	"video_url" text,
	"capacity" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_slots_capacity_positive" CHECK ("interview_slots"."capacity" > 0),
	CONSTRAINT "interview_slots_where" CHECK ("interview_slots"."place" is not null or "interview_slots"."video_url" is not null)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "preselected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_state" "interview_state";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_slot_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "panel_score" double precision;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "corrected_panel_score" double precision;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "final_score" double precision;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "final_rank" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "interview_weight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "panel_size" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "correct_severity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "interview_rubric" jsonb;--> statement-breakpoint
ALTER TABLE "evaluation_conflicts" ADD CONSTRAINT "evaluation_conflicts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_conflicts" ADD CONSTRAINT "evaluation_conflicts_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_conflicts_application_evaluator_key" ON "evaluation_conflicts" USING btree ("application_id","evaluator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_application_evaluator_key" ON "evaluations" USING btree ("application_id","evaluator_id");--> statement-breakpoint
CREATE INDEX "evaluations_evaluator_idx" ON "evaluations" USING btree ("evaluator_id");--> statement-breakpoint
CREATE INDEX "interview_slots_session_idx" ON "interview_slots" USING btree ("session_id","starts_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_interview_slot_id_interview_slots_id_fk" FOREIGN KEY ("interview_slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_session_final_idx" ON "applications" USING btree ("session_id","final_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applications_interview_slot_idx" ON "applications" USING btree ("interview_slot_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_interview_weight_range" CHECK ("sessions"."interview_weight" between 0 and 100);--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_panel_size_range" CHECK ("sessions"."panel_size" between 1 and 5);--> statement-breakpoint
-- Sessions before interviews had none (weight 0): their final score is their total score, their final rank their rank.
UPDATE "applications" SET "final_score" = "total_score", "final_rank" = "rank" WHERE "total_score" IS NOT NULL;

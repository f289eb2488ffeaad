CREATE TYPE "public"."application_status" AS ENUM('PENDING', 'APPROVED', 'NOT_APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."application_type" AS ENUM('NEW', 'OLD', 'OLD_ENDING');--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer,
	"type" "application_type" DEFAULT 'NEW' NOT NULL,
	"status" "application_status" DEFAULT 'PENDING' NOT NULL,
	"university_student" boolean,
	"desired_university" text,
	"desired_faculty" text,
	"desired_option" text,
	"school_level_id" integer,
	"next_year_town" text,
	"next_year_wish" text,
	"current_university" text,
	"current_faculty" text,
	"motivation" text,
	"steps" jsonb NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"declaration" boolean DEFAULT false NOT NULL,
	"eligible" boolean,
	"non_eligibility_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejection_reason" text,
	"resubmission_allowed" boolean DEFAULT false NOT NULL,
	"total_score" double precision,
	"self_handicap" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "high_school_resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"language_section" "bac_system",
	"bac_type_id" integer,
	"issue_date" date,
	"final_grade" double precision,
	"gce_grades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"school_name" text,
	"school_address" text,
	"religion_grade" double precision,
	"version" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "high_school_resumes_application_key" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "school_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"total_credit" integer,
	"achieved_credit" integer,
	"annual_average" double precision,
	"baccalaureate" text,
	"licence" text,
	"licence_grade" text,
	"faculty" text,
	"option" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_results_application_key" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_school_level_id_school_levels_id_fk" FOREIGN KEY ("school_level_id") REFERENCES "public"."school_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "high_school_resumes" ADD CONSTRAINT "high_school_resumes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "high_school_resumes" ADD CONSTRAINT "high_school_resumes_bac_type_id_bac_types_id_fk" FOREIGN KEY ("bac_type_id") REFERENCES "public"."bac_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_results" ADD CONSTRAINT "school_results_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_session_user_key" ON "applications" USING btree ("session_id","user_id");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id");
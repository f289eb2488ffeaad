CREATE TYPE "public"."acceptance_state" AS ENUM('AWAITING', 'ACCEPTED', 'DECLINED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."payment_operator" AS ENUM('MTN_MOMO', 'ORANGE_MONEY', 'BANK', 'CASH');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'PROMOTION';--> statement-breakpoint
ALTER TYPE "public"."document_scope" ADD VALUE 'BENEFICIARY';--> statement-breakpoint
CREATE TABLE "acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"state" "acceptance_state" DEFAULT 'AWAITING' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"replaces_id" integer,
	"not_renewed_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acceptances_application_key" UNIQUE("application_id"),
	CONSTRAINT "acceptances_replaces_key" UNIQUE("replaces_id")
);
--> statement-breakpoint
CREATE TABLE "mail_marks" (
	"kind" text NOT NULL,
	"object_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_marks_pkey" PRIMARY KEY("kind","object_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" integer NOT NULL,
	"paid_date" date NOT NULL,
	"operator" "payment_operator" NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"date" date NOT NULL,
	"hours" real NOT NULL,
	"description" text NOT NULL,
	"validated_at" timestamp with time zone,
	"validated_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_hours_positive" CHECK ("service_hours"."hours" > 0 and "service_hours"."hours" <= 24)
);
--> statement-breakpoint
CREATE TABLE "transcripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"semester" smallint NOT NULL,
	"document_id" integer NOT NULL,
	CONSTRAINT "transcripts_semester_range" CHECK ("transcripts"."semester" between 1 and 2)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acceptance_days" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reminder_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "results_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_replaces_id_acceptances_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."acceptances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_hours" ADD CONSTRAINT "service_hours_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_hours" ADD CONSTRAINT "service_hours_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acceptances_session_state_idx" ON "acceptances" USING btree ("session_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_application_due_key" ON "payments" USING btree ("application_id","due_date");--> statement-breakpoint
CREATE INDEX "service_hours_application_idx" ON "service_hours" USING btree ("application_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "transcripts_application_semester_key" ON "transcripts" USING btree ("application_id","semester");--> statement-breakpoint
UPDATE "sessions" SET "published_at" = "modified" WHERE "status" = 'CLOSED';

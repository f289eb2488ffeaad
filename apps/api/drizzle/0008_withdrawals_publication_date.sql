ALTER TYPE "public"."acceptance_state" ADD VALUE 'WITHDRAWN';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'WITHDRAWAL';--> statement-breakpoint
ALTER TABLE "acceptances" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
ALTER TABLE "acceptances" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acceptances" ADD COLUMN "withdrawn_by" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "publication_date" date;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
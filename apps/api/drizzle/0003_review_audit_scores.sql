CREATE TYPE "public"."audit_action" AS ENUM('ELIGIBILITY_CHECK', 'SCORE', 'BONUS', 'DECISION', 'DECISION_TAKEN_BACK');--> statement-breakpoint
CREATE TABLE "application_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" "audit_action" NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "score_parts" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bonus" smallint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bonus_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rank" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "rubric" jsonb;--> statement-breakpoint
ALTER TABLE "application_audit" ADD CONSTRAINT "application_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_audit_application_idx" ON "application_audit" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "applications_session_score_idx" ON "applications" USING btree ("session_id","total_score" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_bonus_range" CHECK ("applications"."bonus" between 1 and 5);--> statement-breakpoint
-- The committee's trail is written once: no update or deletion, except the database itself forgetting a deleted
-- actor's account (the kept name still says who acted).
CREATE FUNCTION "application_audit_write_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."actor_id" IS NOT NULL AND NEW."actor_id" IS NULL
     AND (to_jsonb(NEW) - 'actor_id') = (to_jsonb(OLD) - 'actor_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'application_audit rows cannot be changed or deleted' USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "application_audit_write_once" BEFORE UPDATE OR DELETE ON "application_audit"
  FOR EACH ROW EXECUTE FUNCTION "application_audit_write_once"();

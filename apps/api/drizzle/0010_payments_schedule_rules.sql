CREATE TABLE "payments_set_aside" (
	"id" integer PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" integer NOT NULL,
	"paid_date" date NOT NULL,
	"operator" "payment_operator" NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"set_aside_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tuition_fees" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"set_by" integer,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tuition_fees_amount_positive" CHECK ("tuition_fees"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "payments_application_due_key";--> statement-breakpoint
ALTER TABLE "payments_set_aside" ADD CONSTRAINT "payments_set_aside_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_set_aside" ADD CONSTRAINT "payments_set_aside_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_fees" ADD CONSTRAINT "tuition_fees_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_fees" ADD CONSTRAINT "tuition_fees_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_application_due_idx" ON "payments" USING btree ("application_id","due_date");--> statement-breakpoint
-- Payments recorded before the schedule's rules held move to "payments_set_aside", kept for the accounts and counted
-- nowhere: those whose due date is none of the schedule's (the tuition fee on the day the year starts, in the
-- programme's time zone; the six instalments on the first of every other month from the month after), those beyond a
-- line's amount (no tuition fee is set yet; 108,333 FCFA an instalment, the last 108,335; the earliest kept), then a
-- reference used again with the same operator (the earliest kept).
INSERT INTO "payments_set_aside" ("id", "application_id", "due_date", "amount", "paid_date", "operator", "reference", "recorded_by", "created", "reason")
WITH "lined" AS (
	SELECT "p".*, "line"."due_date" IS NOT NULL AS "on_schedule", "line"."amount" AS "line_amount"
	FROM "payments" AS "p"
	LEFT JOIN "acceptances" AS "a" ON "a"."application_id" = "p"."application_id"
	LEFT JOIN "sessions" AS "s" ON "s"."id" = "a"."session_id"
	LEFT JOIN LATERAL (
		SELECT (date_trunc('month', "start"."at") + make_interval(months => 1 + 2 * "k"))::date AS "due_date",
			CASE WHEN "k" = 5 THEN 108335 ELSE 108333 END AS "amount"
		FROM (SELECT coalesce("s"."published_at", "s"."end_date") AT TIME ZONE 'Africa/Douala' AS "at") AS "start",
			generate_series(0, 5) AS "k"
		UNION ALL
		SELECT (coalesce("s"."published_at", "s"."end_date") AT TIME ZONE 'Africa/Douala')::date, NULL
	) AS "line" ON "line"."due_date" = "p"."due_date"
), "judged" AS (
	SELECT "j".*,
		CASE WHEN NOT "on_schedule" THEN 'OFF_SCHEDULE' WHEN "running" > coalesce("line_amount", 0) THEN 'OVER_AMOUNT' END AS "reason"
	FROM (
		SELECT "lined".*, sum("amount") OVER (PARTITION BY "application_id", "due_date" ORDER BY "id") AS "running"
		FROM "lined"
	) AS "j"
)
SELECT "id", "application_id", "due_date", "amount", "paid_date", "operator", "reference", "recorded_by", "created", "reason"
FROM "judged" WHERE "reason" IS NOT NULL
UNION ALL
SELECT "id", "application_id", "due_date", "amount", "paid_date", "operator", "reference", "recorded_by", "created", 'REFERENCE_REUSED'
FROM (
	SELECT "judged".*, row_number() OVER (PARTITION BY "operator", lower("reference") ORDER BY "id") AS "rank"
	FROM "judged" WHERE "reason" IS NULL
) AS "r"
WHERE "rank" > 1;--> statement-breakpoint
DELETE FROM "payments" WHERE "id" IN (SELECT "id" FROM "payments_set_aside");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_operator_reference_key" ON "payments" USING btree ("operator",lower("reference"));
CREATE TABLE "rate_counters" (
	"key" text NOT NULL,
	"bucket" integer DEFAULT 0 NOT NULL,
	"hits" integer NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counters_key_bucket_pk" PRIMARY KEY("key","bucket")
);
--> statement-breakpoint
CREATE INDEX "rate_counters_resets_idx" ON "rate_counters" USING btree ("resets_at");
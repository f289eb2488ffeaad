CREATE TYPE "public"."ranking_mark" AS ENUM('SELECTED', 'BIOMEDICAL_PLACE', 'PRESELECTED');--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ranking_mark" "ranking_mark";
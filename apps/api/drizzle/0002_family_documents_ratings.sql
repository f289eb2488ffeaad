CREATE TYPE "public"."document_scope" AS ENUM('ALL', 'NEW', 'RENEWAL');--> statement-breakpoint
CREATE TYPE "public"."education_level" AS ENUM('UNSCHOOLED', 'PRIMARY_SCHOOL', 'SECONDARY_SCHOOL', 'HIGHER_SCHOOL', 'TERTIARY_SCHOOL', 'SCHOOL_LEVEL_COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."family_relation" AS ENUM('MOTHER', 'FATHER', 'BROTHER_SISTER', 'HUSBAND_WIFE', 'GRANDFATHER_GRANDMOTHER', 'UNCLE_AUNT', 'COUSIN', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."house_type" AS ENUM('OWN_HOUSE', 'OWN_HOUSE_POLYGAMY', 'LOCATION', 'HOMELESS');--> statement-breakpoint
CREATE TYPE "public"."land_main_activity" AS ENUM('SUBSISTENCE_FARMING', 'AGRICULTURE_INCOME', 'RENT', 'NOT_USED', 'NO_PLOT_LAND');--> statement-breakpoint
CREATE TYPE "public"."land_type" AS ENUM('NO', 'OWN_PARCEL', 'RENT_PLOT_LAND', 'GROWN_PLOT_DONT_BELONG_US');--> statement-breakpoint
CREATE TYPE "public"."main_income_type" AS ENUM('SALARY', 'PENSION', 'GRANT_OTHER_PAYMENT', 'HERITAGE_INCOME', 'OTHER_SCHOLARSHIP', 'SUPPORTED_RELATIVES', 'SUPPORTED_OTHER_PEOPLE', 'SUPPORTED_BY_PARENTS');--> statement-breakpoint
CREATE TYPE "public"."marital_status" AS ENUM('SINGLE', 'MARRIED', 'COHABITANT', 'DIVORCED', 'WIDOWER', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."other_income_type" AS ENUM('OTHER_SALARY', 'PENSION', 'INTEREST', 'COUNTRY_ACTIVITY', 'SUPPORT_PERSON', 'NO_OTHER_SOURCE', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."transport_type" AS ENUM('NO', 'YES_MOTORCYCLE', 'OWN_MOTORCYCLE_VEHICLE', 'YES_LEAST_ONE_VEHICLE', 'YES_MORE_MOTORCYCLE');--> statement-breakpoint
CREATE TYPE "public"."utility_type" AS ENUM('NO', 'PRIVATE', 'COMMON');--> statement-breakpoint
CREATE TABLE "extra_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"title" text,
	"employer" text,
	"salary" integer,
	"annual_income" integer,
	"income_type" text,
	"survival_income_type" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financings" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"name" text,
	"organization" text,
	"amount" integer,
	"description" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"suggestion" text,
	"content" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_application_key" UNIQUE("application_id"),
	CONSTRAINT "ratings_stars_range" CHECK ("ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"filename" text NOT NULL,
	"original_name" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_filename_key" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"members_in_town" integer,
	"rooms" integer,
	"house_type" "house_type",
	"land_type" "land_type",
	"toilet_type" "utility_type",
	"land_main_activity" "land_main_activity",
	"transport_type" "transport_type",
	"lives_with_family" boolean,
	"has_children" boolean,
	"has_computer" boolean,
	"has_tv" boolean,
	"has_water" boolean,
	"has_live_stock" boolean,
	"chickens" integer,
	"cows" integer,
	"goats" integer,
	"pigs" integer,
	"rabbits" integer,
	"other_livestock" integer,
	"rent_price" integer,
	"family_lives_in_town" boolean,
	"neighborhood" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "families_application_key" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"relationship" "family_relation",
	"residence" text,
	"marital_status" "marital_status",
	"school_level" "education_level",
	"main_income_type" "main_income_type",
	"other_income_type" "other_income_type",
	"birth_year" integer,
	"main_activity" text,
	"annual_salary" integer,
	"other_income" integer,
	"employer" text,
	"has_handicap" boolean,
	"version" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "renewed_from_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "meets_renewal_conditions" boolean;--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "scope" "document_scope" DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "extra_activities" ADD CONSTRAINT "extra_activities_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financings" ADD CONSTRAINT "financings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_type_id_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."document_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extra_activities_application_idx" ON "extra_activities" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "financings_application_idx" ON "financings" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "documents_application_type_idx" ON "documents" USING btree ("application_id","type_id");--> statement-breakpoint
CREATE INDEX "family_members_family_idx" ON "family_members" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_renewed_from_id_applications_id_fk" FOREIGN KEY ("renewed_from_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
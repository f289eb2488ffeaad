-- The ranking's mark for those who passed without a place is the reserve list; "preselected" now names the interview
-- shortlist. Renamed in place: the marks already given keep their meaning.
ALTER TYPE "public"."ranking_mark" RENAME VALUE 'PRESELECTED' TO 'RESERVE';

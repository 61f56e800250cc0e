-- A lost alert matching that fails again waits twice as long each time it is taken up, up to six hours
-- (decision 0083), so one that keeps failing no longer comes first in every five-minute run.
ALTER TABLE "alert_matchings_due" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;

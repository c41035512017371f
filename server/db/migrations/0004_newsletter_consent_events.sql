CREATE TABLE "newsletter_confirmation_claims" (
	"mailbox" varchar(255) PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"event" varchar(16) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"consent_version" varchar(32),
	"consent_text_hash" varchar(64),
	"consent_page" varchar(255),
	CONSTRAINT "newsletter_consent_events_event_check" CHECK ("newsletter_consent_events"."event" in ('requested', 'confirmed', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_text_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "newsletter_consent_events_email_idx" ON "newsletter_consent_events" USING btree (lower("email"),"at");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmation_sent_at";--> statement-breakpoint
-- Sign-ups are named in their links by id and consent time to the millisecond.
UPDATE "newsletter_subscribers" SET "consent_at" = date_trunc('milliseconds', "consent_at");--> statement-breakpoint
-- The history the rows already hold, as events (no text hash was kept then). Rows migrated from
-- single opt-in have no consent: they get no event and `npm run newsletter:unproven` lists them.
INSERT INTO "newsletter_consent_events" ("email", "event", "at", "consent_version", "consent_page")
SELECT "email", 'requested', "consent_at", "consent_version", "consent_page"
FROM "newsletter_subscribers" WHERE "consent_at" IS NOT NULL
UNION ALL
SELECT "email", 'confirmed', "confirmed_at", "consent_version", NULL
FROM "newsletter_subscribers" WHERE "consent_at" IS NOT NULL AND "confirmed_at" IS NOT NULL
UNION ALL
SELECT "email", 'withdrawn', "unsubscribed_at", "consent_version", NULL
FROM "newsletter_subscribers" WHERE "consent_at" IS NOT NULL AND "unsubscribed_at" IS NOT NULL
ORDER BY 3;--> statement-breakpoint
-- Append only: a consent's proof is never rewritten (the purge may delete unconfirmed requests).
CREATE FUNCTION "newsletter_consent_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'newsletter_consent_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "newsletter_consent_events_no_update" BEFORE UPDATE ON "newsletter_consent_events"
FOR EACH ROW EXECUTE FUNCTION "newsletter_consent_events_append_only"();

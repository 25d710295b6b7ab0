CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" uuid,
	"subject" text,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('created', 'moved', 'visit_status', 'assigned', 'status', 'note', 'follow_up_set', 'follow_up_cleared', 'capacity', 'closed_day_added', 'closed_day_removed', 'technician', 'role', 'price'))
);
--> statement-breakpoint
ALTER TABLE "events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_request_id_leads_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_request_idx" ON "events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "events_subject_idx" ON "events" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "events_kind_idx" ON "events" USING btree ("kind","created_at");--> statement-breakpoint
-- The five histories move into "events", oldest first (so "seq" follows time), before they are dropped.
-- A booking's events go under its lead; settings, prices and roles under a subject.
INSERT INTO "events" ("id", "request_id", "subject", "kind", "actor", "before", "after", "note", "created_at")
SELECT "id", "request_id", "subject", "kind", "actor", "before", "after", "note", "created_at" FROM (
	SELECT e."id", e."lead_id" AS "request_id", NULL::text AS "subject", e."type" AS "kind",
		e."actor_email" AS "actor",
		CASE
			WHEN e."type" = 'status' AND e."from_status" IS NOT NULL THEN jsonb_build_object('status', e."from_status")
			WHEN e."type" = 'follow_up_cleared' AND e."detail" IS NOT NULL THEN jsonb_build_object('day', e."detail")
		END AS "before",
		CASE
			WHEN e."type" = 'status' AND e."to_status" IS NOT NULL THEN jsonb_build_object('status', e."to_status")
			WHEN e."type" = 'follow_up_set' AND e."detail" IS NOT NULL THEN jsonb_build_object('day', e."detail")
		END AS "after",
		e."note", e."created_at", 1 AS "source"
	FROM "lead_events" e
	UNION ALL
	SELECT e."id", b."lead_id", NULL,
		CASE e."type" WHEN 'status' THEN 'visit_status' ELSE e."type" END,
		e."actor",
		CASE e."type"
			WHEN 'moved' THEN jsonb_build_object('slot', e."from_slot")
			WHEN 'status' THEN jsonb_build_object('status', e."from_status")
			WHEN 'assigned' THEN jsonb_build_object('technicianId', e."from_technician_id")
		END,
		CASE e."type"
			WHEN 'created' THEN jsonb_build_object('status', e."to_status", 'slot', e."to_slot")
			WHEN 'moved' THEN jsonb_build_object('slot', e."to_slot")
			WHEN 'status' THEN jsonb_build_object('status', e."to_status")
			WHEN 'assigned' THEN jsonb_build_object('technicianId', e."to_technician_id")
		END,
		NULL, e."created_at", 2
	FROM "booking_events" e JOIN "bookings" b ON b."id" = e."booking_id"
	UNION ALL
	SELECT s."id", NULL,
		CASE s."kind"
			WHEN 'capacity' THEN 'capacity:' || s."subject"
			WHEN 'technician' THEN 'technician:' || s."subject"
			ELSE 'closed_day:' || s."subject"
		END,
		s."kind", s."actor", v."before", v."after", NULL, s."created_at", 3
	FROM "settings_events" s
	CROSS JOIN LATERAL (
		SELECT
			CASE
				WHEN s."old_value" IS NULL THEN NULL
				WHEN s."kind" = 'capacity' THEN jsonb_build_object('places', s."old_value"::int)
				WHEN s."kind" = 'technician' THEN jsonb_build_object(
					'name', coalesce(t_old.m[1], s."old_value"), 'phone', coalesce(t_old.m[2], ''),
					'active', t_old.m[3] IS NULL)
				ELSE jsonb_build_object(
					'nameEn', split_part(s."old_value", ' / ', 1),
					'nameAr', substr(s."old_value", length(split_part(s."old_value", ' / ', 1)) + 4))
			END AS "before",
			CASE
				WHEN s."new_value" IS NULL THEN NULL
				WHEN s."kind" = 'capacity' THEN jsonb_build_object('places', s."new_value"::int)
				WHEN s."kind" = 'technician' THEN jsonb_build_object(
					'name', coalesce(t_new.m[1], s."new_value"), 'phone', coalesce(t_new.m[2], ''),
					'active', t_new.m[3] IS NULL)
				ELSE jsonb_build_object(
					'nameEn', split_part(s."new_value", ' / ', 1),
					'nameAr', substr(s."new_value", length(split_part(s."new_value", ' / ', 1)) + 4))
			END AS "after"
		FROM
			-- A technician was written '<name> <phone>' and ' (inactive)' when not active.
			(SELECT regexp_match(s."old_value", '^(.*) (\+[0-9]+)( \(inactive\))?$') AS m) t_old,
			(SELECT regexp_match(s."new_value", '^(.*) (\+[0-9]+)( \(inactive\))?$') AS m) t_new
	) v
	UNION ALL
	SELECT r."id", NULL, 'role:' || r."user_email", 'role', r."actor_email",
		jsonb_build_object('role', r."from_role"), jsonb_build_object('role', r."to_role"),
		NULL, r."created_at", 4
	FROM "role_events" r
	UNION ALL
	SELECT p."id", NULL, 'price:' || p."price_id", 'price', p."actor",
		jsonb_build_object('cents', p."old_cents"), jsonb_build_object('cents', p."new_cents"),
		NULL, p."created_at", 5
	FROM "price_changes" p
) moved
ORDER BY "created_at", "source";--> statement-breakpoint
DROP TABLE "booking_events" CASCADE;--> statement-breakpoint
DROP TABLE "lead_events" CASCADE;--> statement-breakpoint
DROP TABLE "price_changes" CASCADE;--> statement-breakpoint
DROP TABLE "role_events" CASCADE;--> statement-breakpoint
DROP TABLE "settings_events" CASCADE;
--> statement-breakpoint
-- Append-only: an event is never changed or removed. The one exception is a request's events going with
-- its lead (the foreign key's cascade, which runs inside a trigger, so at a trigger depth above 1).
-- TRUNCATE (tests, benchmarks) fires no row trigger.
CREATE FUNCTION "events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'events is append-only: % refused', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_append_only" BEFORE UPDATE OR DELETE ON "events"
	FOR EACH ROW EXECUTE FUNCTION "events_append_only"();

-- Online booking (lib/booking): the rules, capacity per zone and window, closed days, booked visits,
-- the places taken per window, each booking's history and its photos. Row-level security with no
-- policy on every table: only the site's own connection reaches them. The seeds below are the
-- defaults staff start from (README, "Booking").
CREATE TABLE "booking_capacity" (
	"zone" text NOT NULL,
	"window" text NOT NULL,
	"places" integer NOT NULL,
	CONSTRAINT "booking_capacity_zone_window_pk" PRIMARY KEY("zone","window"),
	CONSTRAINT "booking_capacity_places" CHECK ("booking_capacity"."places" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_capacity" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"from_slot" text,
	"to_slot" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "booking_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_photos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_lead_minutes" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"change_cutoff_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_single_row" CHECK ("booking_settings"."id" = 1),
	CONSTRAINT "booking_settings_ranges" CHECK ("booking_settings"."min_lead_minutes" >= 0 and "booking_settings"."horizon_days" between 1 and 365 and "booking_settings"."change_cutoff_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"token_hash" text NOT NULL,
	"zone" text NOT NULL,
	"day" date NOT NULL,
	"window" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_lead_id_unique" UNIQUE("lead_id"),
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('received', 'confirmed', 'assigned', 'on_the_way', 'done', 'cancelled', 'no_show'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "closed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closed_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "slot_usage" (
	"zone" text NOT NULL,
	"day" date NOT NULL,
	"window" text NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_usage_zone_day_window_pk" PRIMARY KEY("zone","day","window"),
	CONSTRAINT "slot_usage_booked" CHECK ("slot_usage"."booked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "slot_usage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_kind_check";--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_photos_booking_idx" ON "booking_photos" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("zone","day","window");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('contact', 'quote', 'callback', 'career', 'booking'));--> statement-breakpoint
INSERT INTO "booking_settings" ("id", "min_lead_minutes", "horizon_days", "change_cutoff_minutes") VALUES (1, 120, 30, 120);--> statement-breakpoint
INSERT INTO "booking_capacity" ("zone", "window", "places")
SELECT z.zone, w.slot, z.places
FROM (VALUES ('dubai', 6), ('northern', 4), ('abu-dhabi', 4), ('ras-al-khaimah', 2), ('fujairah', 2)) AS z(zone, places)
CROSS JOIN (VALUES ('08-10'), ('09-11'), ('10-12'), ('11-13'), ('12-14'), ('14-16'), ('16-18')) AS w(slot);--> statement-breakpoint
-- Public holidays with fixed dates. Islamic holidays follow the moon sighting and are announced a few
-- days ahead: staff add them when the government does.
INSERT INTO "closed_days" ("day", "name_en", "name_ar") VALUES
  ('2026-12-02', 'UAE National Day (Eid Al Etihad)', 'عيد الاتحاد'),
  ('2026-12-03', 'UAE National Day (Eid Al Etihad)', 'عيد الاتحاد'),
  ('2027-01-01', 'New Year''s Day', 'رأس السنة الميلادية'),
  ('2027-12-02', 'UAE National Day (Eid Al Etihad)', 'عيد الاتحاد'),
  ('2027-12-03', 'UAE National Day (Eid Al Etihad)', 'عيد الاتحاد');

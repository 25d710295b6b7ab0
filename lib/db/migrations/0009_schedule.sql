CREATE TABLE "settings_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "technicians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "technicians" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "from_technician_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "to_technician_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "technician_id" uuid;--> statement-breakpoint
CREATE INDEX "settings_events_created_idx" ON "settings_events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_from_technician_id_technicians_id_fk" FOREIGN KEY ("from_technician_id") REFERENCES "public"."technicians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_to_technician_id_technicians_id_fk" FOREIGN KEY ("to_technician_id") REFERENCES "public"."technicians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_day_idx" ON "bookings" USING btree ("day","window");--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
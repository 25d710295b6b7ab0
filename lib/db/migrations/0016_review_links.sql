-- The link the "visit done" message carries to the booking's page, where the customer reviews the visit
-- (lib/reviews/links.ts): a fresh token per message, stored as its SHA-256 only, like the booking's own.
CREATE TABLE "review_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_links_booking_idx" ON "review_links" USING btree ("booking_id");

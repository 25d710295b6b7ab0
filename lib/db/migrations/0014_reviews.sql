CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"display_name" text NOT NULL,
	"locale" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"service" text,
	"emirate" text,
	"area" text,
	"visit_day" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"held_reason" text,
	"hidden_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"moderated_by" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'held', 'published', 'hidden')),
	CONSTRAINT "reviews_hidden_reason_check" CHECK (("reviews"."status" = 'hidden') = ("reviews"."hidden_reason" is not null) and ("reviews"."hidden_reason" is null or "reviews"."hidden_reason" in ('personal_data', 'abuse', 'off_topic')))
);
--> statement-breakpoint
ALTER TABLE "reviews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_request_id_leads_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_kind_check";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('created', 'moved', 'visit_status', 'assigned', 'status', 'note', 'follow_up_set', 'follow_up_cleared', 'invoice_issued', 'credit_note_issued', 'payment_started', 'invoice_paid', 'capacity', 'closed_day_added', 'closed_day_removed', 'technician', 'role', 'price', 'message_in', 'review'));

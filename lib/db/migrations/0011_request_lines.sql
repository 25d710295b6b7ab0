CREATE TABLE "request_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"price_id" text NOT NULL,
	"unit_type" text,
	"count" integer NOT NULL,
	"unit_price_fils" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"list_version" text NOT NULL,
	"low_fils" integer NOT NULL,
	"high_fils" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_lines_count_positive" CHECK ("request_lines"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "request_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "request_lines" ADD CONSTRAINT "request_lines_request_id_leads_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_lines_request_idx" ON "request_lines" USING btree ("request_id","position");
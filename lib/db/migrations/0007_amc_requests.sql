-- AMC contract requests (lib/amc): the reference a visitor quotes and the hash of the private
-- page's token, one per lead of kind 'amc'. Row-level security with no policy, like every table.
CREATE TABLE "amc_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amc_requests_lead_id_unique" UNIQUE("lead_id"),
	CONSTRAINT "amc_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "amc_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "amc_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "amc_requests" ADD CONSTRAINT "amc_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
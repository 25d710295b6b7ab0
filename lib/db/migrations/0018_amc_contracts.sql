-- AMC contracts (lib/amc/contract*.ts): one per AMC request, offered by staff, accepted by the customer
-- on the private page, naming the first instalment's tax invoice. Row-level security with no policy,
-- like every table. The events gain the contract's two kinds.
CREATE TABLE "amc_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"unit_type" text NOT NULL,
	"units" integer NOT NULL,
	"start_date" date NOT NULL,
	"instalments" text NOT NULL,
	"list_unit_fils" integer NOT NULL,
	"unit_fils" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"total_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"total_with_vat_fils" integer NOT NULL,
	"price_list_version" text NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"offered_by" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"first_invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amc_contracts_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "amc_contracts_units_check" CHECK ("amc_contracts"."units" > 0),
	CONSTRAINT "amc_contracts_plan_check" CHECK ("amc_contracts"."plan" in ('basic', 'standard', 'comprehensive')),
	CONSTRAINT "amc_contracts_instalments_check" CHECK ("amc_contracts"."instalments" in ('yearly', 'quarterly')),
	CONSTRAINT "amc_contracts_status_check" CHECK ("amc_contracts"."status" in ('offered', 'accepted')),
	CONSTRAINT "amc_contracts_total_check" CHECK ("amc_contracts"."total_with_vat_fils" = "amc_contracts"."total_fils" + "amc_contracts"."vat_fils" and "amc_contracts"."total_fils" > 0),
	CONSTRAINT "amc_contracts_accepted_check" CHECK (("amc_contracts"."status" = 'accepted') = ("amc_contracts"."accepted_at" is not null and "amc_contracts"."first_invoice_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "amc_contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "amc_contracts" ADD CONSTRAINT "amc_contracts_request_id_leads_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amc_contracts" ADD CONSTRAINT "amc_contracts_first_invoice_id_invoices_id_fk" FOREIGN KEY ("first_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_kind_check";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('created', 'moved', 'visit_status', 'assigned', 'status', 'note', 'follow_up_set', 'follow_up_cleared', 'invoice_issued', 'credit_note_issued', 'payment_started', 'invoice_paid', 'invoice_refunded', 'capacity', 'closed_day_added', 'closed_day_removed', 'technician', 'role', 'price', 'message_in', 'review', 'amc_offered', 'amc_accepted'));

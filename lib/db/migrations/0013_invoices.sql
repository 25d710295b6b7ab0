CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"source" text NOT NULL,
	"price_id" text,
	"unit_type" text,
	"description" text,
	"count" integer NOT NULL,
	"unit_price_fils" integer NOT NULL,
	"discount_fils" integer DEFAULT 0 NOT NULL,
	"net_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	CONSTRAINT "invoice_lines_count_positive" CHECK ("invoice_lines"."count" > 0),
	CONSTRAINT "invoice_lines_amounts" CHECK ("invoice_lines"."discount_fils" >= 0 and "invoice_lines"."net_fils" = "invoice_lines"."count" * "invoice_lines"."unit_price_fils" - "invoice_lines"."discount_fils" and "invoice_lines"."net_fils" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"credits_invoice_id" uuid,
	"token_hash" text NOT NULL,
	"locale" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_address" text,
	"customer_trn" text,
	"supplier" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"supply_date" date NOT NULL,
	"subtotal_fils" integer NOT NULL,
	"discount_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"total_fils" integer NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_via" text,
	"stripe_session_id" text,
	"issued_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('issued', 'paid', 'credited')),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_fils" = "invoices"."subtotal_fils" - "invoices"."discount_fils" + "invoices"."vat_fils")
);
--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"invoice_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stripe_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_kind_check";--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_request_id_leads_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_number_idx" ON "invoices" USING btree ("kind","number");--> statement-breakpoint
CREATE INDEX "invoices_request_idx" ON "invoices" USING btree ("request_id","created_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('created', 'moved', 'visit_status', 'assigned', 'status', 'note', 'follow_up_set', 'follow_up_cleared', 'invoice_issued', 'credit_note_issued', 'payment_started', 'invoice_paid', 'capacity', 'closed_day_added', 'closed_day_removed', 'technician', 'role', 'price', 'message_in'));--> statement-breakpoint
-- One counter row per series, taken with a row lock by each issue (lib/invoices/issue.ts).
INSERT INTO "invoice_counters" ("series", "last") VALUES ('invoice', 0), ('credit_note', 0);--> statement-breakpoint
-- An issued invoice is never edited (a credit note corrects it): only its payment status may change,
-- issued -> paid or issued/paid -> credited. Its lines are never updated. A lead's deletion still takes
-- them (the cascade runs inside a trigger, at a depth above 1); TRUNCATE fires no row trigger.
CREATE FUNCTION "invoices_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF pg_trigger_depth() > 1 THEN
			RETURN OLD;
		END IF;
		RAISE EXCEPTION 'an issued invoice is never deleted';
	END IF;
	IF TG_TABLE_NAME = 'invoice_lines' THEN
		RAISE EXCEPTION 'an issued invoice''s lines are never changed';
	END IF;
	IF (NEW."id", NEW."request_id", NEW."kind", NEW."number", NEW."credits_invoice_id", NEW."token_hash",
		NEW."locale", NEW."customer_name", NEW."customer_address", NEW."customer_trn", NEW."supplier",
		NEW."issued_at", NEW."supply_date", NEW."subtotal_fils", NEW."discount_fils", NEW."vat_fils",
		NEW."total_fils", NEW."issued_by", NEW."created_at")
		IS DISTINCT FROM (OLD."id", OLD."request_id", OLD."kind", OLD."number", OLD."credits_invoice_id",
		OLD."token_hash", OLD."locale", OLD."customer_name", OLD."customer_address", OLD."customer_trn",
		OLD."supplier", OLD."issued_at", OLD."supply_date", OLD."subtotal_fils", OLD."discount_fils",
		OLD."vat_fils", OLD."total_fils", OLD."issued_by", OLD."created_at") THEN
		RAISE EXCEPTION 'an issued invoice is never edited: issue a credit note';
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_frozen" BEFORE UPDATE OR DELETE ON "invoices"
	FOR EACH ROW EXECUTE FUNCTION "invoices_frozen"();--> statement-breakpoint
CREATE TRIGGER "invoice_lines_frozen" BEFORE UPDATE OR DELETE ON "invoice_lines"
	FOR EACH ROW EXECUTE FUNCTION "invoices_frozen"();

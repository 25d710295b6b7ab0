-- Refunds through Stripe (lib/payments/refund.ts): a paid-online invoice an admin refunds becomes
-- 'refunded' (a credit note, CN-…, corrects it in the same transaction), and the refund is an event of
-- its request. Only the payment status changes, which the invoices_frozen trigger (0013) allows.
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('issued', 'paid', 'credited', 'refunded'));--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_kind_check";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('created', 'moved', 'visit_status', 'assigned', 'status', 'note', 'follow_up_set', 'follow_up_cleared', 'invoice_issued', 'credit_note_issued', 'payment_started', 'invoice_paid', 'invoice_refunded', 'capacity', 'closed_day_added', 'closed_day_removed', 'technician', 'role', 'price', 'message_in', 'review'));

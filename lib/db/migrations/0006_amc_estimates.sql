-- A lead keeps the estimate its visitor saw (lib/pricing/estimate.ts), and AMC contract requests are
-- leads of their own kind.
ALTER TABLE "leads" DROP CONSTRAINT "leads_kind_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "estimate" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('contact', 'quote', 'callback', 'career', 'booking', 'amc'));
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"note" text,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
-- Row-level security policies for Supabase's roles. They exist only where the database has Supabase's
-- auth schema (auth.jwt()); on plain PostgreSQL and PGlite no role but the owner reaches the tables,
-- and RLS with no policy already denies everyone else. Admins are users whose JWT carries
-- app_metadata.role = 'admin' (users cannot change app_metadata themselves).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'auth' AND p.proname = 'jwt')
     AND EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    EXECUTE 'CREATE POLICY leads_admin_read ON public.leads FOR SELECT TO authenticated USING ((auth.jwt() -> ''app_metadata'' ->> ''role'') = ''admin'')';
    EXECUTE 'CREATE POLICY leads_admin_update ON public.leads FOR UPDATE TO authenticated USING ((auth.jwt() -> ''app_metadata'' ->> ''role'') = ''admin'')';
    EXECUTE 'CREATE POLICY lead_events_admin_read ON public.lead_events FOR SELECT TO authenticated USING ((auth.jwt() -> ''app_metadata'' ->> ''role'') = ''admin'')';
    EXECUTE 'GRANT SELECT, UPDATE ON public.leads TO authenticated';
    EXECUTE 'GRANT SELECT ON public.lead_events TO authenticated';
  END IF;
END $$;

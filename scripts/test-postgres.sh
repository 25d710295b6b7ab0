#!/usr/bin/env bash
# Starts the machine's PostgreSQL 15 if it is stopped and (re)creates an empty test database that the
# integration tests use through TEST_DATABASE_URL=postgres://site_test:site_test@localhost:5432/site_test
set -euo pipefail
if command -v pg_ctlcluster >/dev/null 2>&1; then
  pg_ctlcluster 15 main status >/dev/null 2>&1 || pg_ctlcluster 15 main start
fi
for _ in $(seq 1 30); do pg_isready -h localhost -q && break; sleep 1; done
psql_as_admin() { su postgres -c "psql -v ON_ERROR_STOP=1 -qAt -c \"$1\""; }
psql_as_admin "DROP DATABASE IF EXISTS site_test WITH (FORCE)"
psql_as_admin "DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'site_test') THEN CREATE ROLE site_test LOGIN PASSWORD 'site_test'; END IF; END \\\$\\\$"
psql_as_admin "CREATE DATABASE site_test OWNER site_test"
echo "PostgreSQL ready: postgres://site_test:site_test@localhost:5432/site_test"

# A second database that looks like a Supabase project to row-level security: the roles anon,
# authenticated and service_role (BYPASSRLS, as on Supabase), the auth.jwt() function reading the
# request's claims, and Supabase's default grants on public tables. TEST_RLS_DATABASE_URL points here.
psql_as_admin "DROP DATABASE IF EXISTS site_rls WITH (FORCE)"
psql_as_admin "CREATE DATABASE site_rls OWNER site_test"
su postgres -c "psql -v ON_ERROR_STOP=1 -q -d site_rls" <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'anon') THEN CREATE ROLE anon NOLOGIN NOINHERIT; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'authenticated') THEN CREATE ROLE authenticated NOLOGIN NOINHERIT; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'service_role') THEN CREATE ROLE service_role NOLOGIN NOINHERIT BYPASSRLS; END IF;
END $$;
GRANT anon, authenticated, service_role TO site_test;
CREATE SCHEMA IF NOT EXISTS auth AUTHORIZATION site_test;
CREATE OR REPLACE FUNCTION auth.jwt() RETURNS jsonb LANGUAGE sql STABLE AS $f$
  SELECT coalesce(nullif(current_setting('request.jwt.claim', true), ''), nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$f$;
GRANT USAGE ON SCHEMA auth TO anon, authenticated, service_role;
GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES FOR ROLE site_test IN SCHEMA public GRANT ALL ON TABLES TO anon, authenticated, service_role;
SQL
echo "Supabase-like database ready: postgres://site_test:site_test@localhost:5432/site_rls"

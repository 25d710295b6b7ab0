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

#!/usr/bin/env bash
# Start the local PostgreSQL server for the tests of tests/storage/test_postgresql.py and
# make sure the role they use exists. Prints the admin URL for MINDKEEP_TEST_PG_URL.
set -euo pipefail
service postgresql start >&2
for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q" && break
  sleep 1
done
su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname = 'mindkeep_test'\"" | grep -q 1 \
  || su postgres -c "psql -qc \"CREATE ROLE mindkeep_test LOGIN SUPERUSER PASSWORD 'mindkeep_test'\"" >&2
echo "postgresql://mindkeep_test:mindkeep_test@127.0.0.1/postgres"

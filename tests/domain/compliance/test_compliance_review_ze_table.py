"""The thirty-first round's review (mend-ze-table): one table left alone is refused only in SQL —
the statement a database client is handed or a .sql file, with IF EXISTS, a quoted or a
schema-qualified name — never in a commit message or a grep that names it (finding 1); a short
reply asked in chat words is not read where the rule asks the opposite or speaks of a text that is
no reply (finding 8). The reviewer's wordings, then siblings written for this file."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import bash, check, codex, write

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN

USERS = "Leave the users table in the prod database alone."
ORDERS = "Don't touch the orders table in the db, the rest of the tables are fine"
MIGRATIONS = "don't modify the schema_migrations table in postgres"
PAYMENTS = "Hands off the payments table on the billing db"

TABLE_REVIEW = [
    (USERS, bash("git commit -m 'update users page copy'"), NA),
    (USERS, codex("grep -rn 'insert into users' src/"), NA),
    (USERS, bash('git commit -am "Update users list in README"'), NA),
    (ORDERS, bash("git commit -m 'update orders view'"), NA),
    (USERS, bash("psql -c 'DROP TABLE IF EXISTS users'"), V),
    (USERS, bash("psql -c 'DELETE FROM \"users\" WHERE id=3'"), V),
    (ORDERS, bash("mysql shop -e 'delete from shop.orders'"), V),
    (MIGRATIONS, bash("psql -c 'delete from public.schema_migrations'"), V),
]
TABLE_SIBLINGS = [
    # the round's own readings kept
    (USERS, bash("psql -c 'DROP TABLE users'"), V),
    (USERS, bash("psql -c 'DROP TABLE sessions'"), F),
    (USERS, bash("psql -c 'select * from users'"), F),
    (USERS, bash("psql -c \"update users_archive set x=1\""), F),
    (USERS, write("/srv/app/migrations/0003.sql", "ALTER TABLE users ADD COLUMN nick text;\n"), V),
    # written for this file: a client behind sudo or docker, a pipe, a heredoc, quoted names
    (USERS, bash("sudo -u postgres psql -c 'truncate users'"), V),
    (USERS, bash("docker compose exec db psql -U app -c 'ALTER TABLE `users` ADD COLUMN x int'"), V),
    (USERS, bash("echo 'drop table users;' | psql prod"), V),
    (USERS, bash("psql prod <<'SQL'\nDELETE FROM users WHERE id = 4;\nSQL"), V),
    (ORDERS, bash("sqlite3 app.db 'INSERT INTO main.orders VALUES (1)'"), V),
    (ORDERS, bash("sqlite3 app.db 'INSERT INTO orders_tmp VALUES (1)'"), F),
    (PAYMENTS, bash("mysql -e 'UPDATE `billing`.`payments` SET x=1'"), V),
    # the statement named where no database client runs
    (USERS, bash("git log --grep 'drop table users'"), NA),
    (USERS, bash("rg -n 'DELETE FROM users' app/"), NA),
    (USERS, bash("echo 'update users set x=1' >> notes.txt"), NA),
    (ORDERS, bash("git commit -m 'drop table orders from the docs'"), NA),
    (PAYMENTS, bash("gh pr create --title 'insert into payments docs'"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), TABLE_REVIEW + TABLE_SIBLINGS)
def test_a_table_left_alone_is_refused_only_in_sql(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


LONG = "This is a long reply explaining everything in detail for you. " * 12
SHORT = "Sure."

SHORT_REVIEW = [
    ("Don't give me only short answers.", LONG, U),
    ("Never write one-word or short answers only", LONG, U),
    ("I hate short replies only; give details", LONG, U),
    ("Error messages in the app should fit on a phone screen", LONG, U),
    ("Toast notifications must fit on a phone screen", LONG, U),
    ("The summary at the top should be bite-sized, then go into detail.", LONG, U),
]
SHORT_SIBLINGS = [
    ("Please don't send me phone-sized replies only, I read on a laptop", LONG, U),
    ("I'm not a fan of bite-sized answers at all", LONG, U),
    ("Avoid giving me short and sweet answers, I want substance", LONG, U),
    ("Push notifications should be bite-sized", LONG, U),
    ("The release email subject lines must be short and sweet", LONG, U),
    # the reading kept where it is asked
    ("Short replies only, please.", LONG, V),
    ("Short replies only, please.", SHORT, F),
    ("Keep your answers phone-sized.", LONG, V),
    ("Keep replies short and sweet", LONG, V),
    ("Don't ramble; keep replies phone-sized.", LONG, V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), SHORT_REVIEW + SHORT_SIBLINGS)
def test_a_short_reply_not_read_against_its_words(verdict, rule, output, expected):
    check(verdict, rule, output, expected)

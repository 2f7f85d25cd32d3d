"""A database, a replica or a schema that nothing may change, said of the place and not of a
statement (the twenty-third round's English, check-w-en): "The audit replica takes no writes",
"On the billing replica nothing writes", "The catalogue database is look-only", "The inventory DB
is for reading, never for editing", "Nobody writes to the archive DB", "The scheduling schema
stays exactly as it is". No statement is named, yet every one that writes there is refused: the
reading is a terms rule of SQL's writing statements (DDL alone for a schema), which a read keeps.

Read only where nothing else is (reader.read_words' last resort), once per wording."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.termrule import TermRule
from app.domain.compliance.terms import CODE, Term

# The place: a database, a replica of one, its schema (said in English).
_PLACE = Lazy(r"(?<![\w-])(?:replicas?|databases?|dbs?|schemas?)(?![\w-])")
_SCHEMA = Lazy(r"(?<![\w-])schemas?(?![\w-])")
# What says that nothing changes there, in its own sentence with the place.
_UNCHANGED = Lazy(
    r"(?<![\w-])(?:"
    r"(?:takes?|accepts?|gets?)\s+no\s+writes"
    r"|(?:nothing|nobody|no\s*one|no-one)\s+(?:ever\s+)?writes"
    r"|look[\s-]+only|look[\s-]+but[\s-]+(?:don't|do\s+not)[\s-]+touch"
    r"|for\s+reading,?\s+(?:and\s+)?(?:never|not)\s+(?:for\s+)?(?:editing|writing|changing|updating)"
    r"|(?:change|alter|modify)\s+nothing"
    r"|stays?\s+(?:exactly\s+)?(?:as\s+it\s+is|as\s+is|frozen|untouched)"
    r"|(?:is|stays?)\s+read[\s-]+only"
    r")(?![\w-])"
)
_SENTENCE = Lazy(r"[^.;!?]+")
# SQL's statements that write (sql_terms.WRITE_STATEMENTS says how "update … set" is found)
WRITES = tuple(
    Term(t, CODE)
    for t in ("insert into", "update … set", "delete from", "drop", "alter table", "truncate")
)
_DDL = tuple(Term(t, CODE) for t in ("alter table", "drop", "create table", "truncate"))


def read_only_place(plain: str) -> TermRule | None:
    """The terms rule of a database, replica or schema nothing may change (see the module)."""
    if not _UNCHANGED.search(plain):
        return None
    for m in _SENTENCE.finditer(plain):
        sentence = m.group()
        said = _UNCHANGED.search(sentence)
        if said is None:
            continue
        place = _PLACE.search(sentence)
        if place is None:
            continue
        schema = _SCHEMA.search(sentence) and not _PLACE.search(sentence.replace("schema", ""))
        return TermRule(_DDL if schema else WRITES, ())
    return None


# (English, check-ze-en) One table of a database left alone, named ("Leave the members table in the
# allotment database alone", "Hands off the payments table on the repair café db", "Don't drop or
# change the donors table", "the fixtures table is sacred, don't touch it"): every statement that
# writes to that table is refused, one on another table keeps the rule ("the rest of the tables are
# fair game"). A table only in a rule about a database (its word, a statement's verb, or the other
# tables named): not the kitchen table.
_NAME = r"([a-z][\w.]*)"
_CHANGE = r"(?:touch|drop|change|alter|modify|truncate|empty|wipe|mess\s+with)"
_TABLE_KEPT = Lazy(
    rf"(?<![\w-])(?:leave\s+the\s+{_NAME}\s+table\b[^.;!?]{{0,60}}?\s+(?:alone|be)\b"
    rf"|hands\s+off\s+the\s+{_NAME}\s+table\b"
    rf"|(?:don't|do\s+not|never)\s+(?:you\s+(?:dare|ever)\s+)?{_CHANGE}"
    rf"(?:\s*(?:,|or|and|,\s*or)\s+{_CHANGE})*\s+the\s+{_NAME}\s+table\b"
    rf"|(?:the|that|this)\s+{_NAME}\s+table\s+is\s+(?:sacred|sacrosanct|off[\s-]limits|untouchable"
    r"|(?:a\s+)?no[\s-]go(?:\s+(?:zone|area))?)"
    # (check-zf-en) slang: "keep your mitts off the allotments table", "paws off the X table"
    rf"|(?:keep\s+)?(?:your\s+)?(?:mitts|hands|paws|fingers)\s+off\s+(?:of\s+)?the\s+{_NAME}\s+table\b"
    # (check-zg-en) more slang: "the scores table is holy ground", "treat the donors table like the
    # crown jewels", "nobody lays a finger on the recipes table", "don't even breathe on the X table"
    rf"|(?:the|that|this)\s+{_NAME}\s+table\s+is\s+(?:holy|hallowed|sacred)\s+ground\b"
    rf"|treat\s+the\s+{_NAME}\s+table\s+like\s+(?:the\s+)?crown\s+jewels\b"
    rf"|(?:nobody|no\s+one|no-one)\s+(?:lays|puts)\s+a\s+finger\s+on\s+the\s+{_NAME}\s+table\b"
    rf"|(?:don't|do\s+not|never)\s+(?:even\s+)?(?:breathe\s+on|go\s+near|lay\s+a\s+finger\s+on)"
    rf"\s+the\s+{_NAME}\s+table\b)"
)
_ABOUT_A_DATABASE = Lazy(
    r"(?<![\w-])(?:databases?|dbs?|sql|psql|postgres\w*|mysql|sqlite\w*|schemas?|drop|truncate|alter"
    r"|(?:other|rest\s+of\s+the)\s+tables"
    # (check-zg-en) "every other table", "do what you want with the others", "rest of them"
    r"|(?:every|any)\s+other\s+table|(?:with|on|to)\s+the\s+others|(?:^|(?<=[,;:]\s))the\s+others(?=\s*[?,:;])|rest\s+of\s+them)(?![\w-])"
)


def _statements_on(table: str) -> tuple[Term, ...]:
    """The statements that write to `table`, as code terms (sql_terms.TABLE_STATEMENT finds each
    whole in a database client's quoted argument)."""
    return tuple(
        Term(f"{verb} {table}", CODE)
        for verb in ("drop table", "truncate table", "truncate", "delete from", "alter table",
                     "update", "insert into")
    )  # fmt: skip


def kept_table(plain: str) -> TermRule | None:
    """The terms rule of one named table left alone (see _TABLE_KEPT)."""
    if "table" not in plain or not _ABOUT_A_DATABASE.search(plain):
        return None
    m = _TABLE_KEPT.search(plain)
    if m is None:
        return None
    return TermRule(_statements_on(next(g for g in m.groups() if g)), ())

"""Where a rule names a database statement (named_terms.py reads every other term): a destructive
SQL statement named bare ("DROP TABLE", "DELETE FROM"), its keyword in a rule about a database
("本番 DB に DROP や TRUNCATE は流さないで"), a DELETE said as a query or without its WHERE, a
table's rows deleted ("deleting rows from the orders table"). Each is a term of code."""

from __future__ import annotations

import re
from functools import lru_cache

from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.terms import CODE, Term

_DATABASE = Lazy(
    r"(?<![a-z])(?:db|database|sql|psql|mysql|postgres\w*)(?![a-z])|数据库|數據庫|資料庫|データベース|"
    r"데이터베이스|base\s+de\s+(?:données|datos)|datenbank|база\s+данных|بيانات|テーブル|테이블|"
    r"(?:生产|生產|正式|线上|線上|测试|測試|主|从|從)[库庫]|"  # a database said short: 生产库
    # a database said as "the base of" what it keeps ("la base des abonnés", "la base de reservas")
    r"(?<![\w-])base\s+(?:des|du|de|del|dei|delle|degli)\s+\w"
)
_SQL_KEYWORD = Lazy(r"(?<![\w-])(?:drop|truncate)(?![\w-])")
_SQL_VERB_TABLES = Lazy(
    r"(?<![\w-])(?:(drop(?:s|ping)?)|truncat(?:es?|ing))\s+(?:(?:the|any|a|old)\s+)?tables?(?![\w-])"
)
_VERB_PLACE = Lazy(r"(?:\b(?:don't|do\s+not|never|not|to|please|can't|cannot|must|should)|n't)\s+$")
_ROWS = (
    r"(?:rows?|records?|lignes?|enregistrements?|filas?|registros?|righe|record|zeilen|datensätze|"
    r"datensatz|строк\w*|запис\w*|صفوف|سجلات)"
)
_DELETE_VERB = (
    r"(?:delet\w*|remov\w*|supprim\w*|effac\w*|borr\w*|elimin\w*|cancell\w*|lösch\w*|удал\w*|"
    r"حذف|تحذف|يحذف|نحذف)"
)
_DELETE_ROWS = Lazy(
    rf"(?<![\w-]){_DELETE_VERB}\s+(?:(?:jamais|pas|never|nunca|mai|nie|не)\s+)?"
    r"(?:(?:des|de|d'|las|los|le|les|the|any|all|some|delle|degli|alcune)\s*)?"
    rf"{_ROWS}(?![\w-])|(?<![\w-]){_ROWS}\s+(?:\w+\s+){{0,3}}?(?P<verb>{_DELETE_VERB})(?![\w-])",
    re.IGNORECASE,
)
_TABLE = Lazy(
    r"(?<![\w-])(?:tables?|tablas?|tabelle[n]?|tabell[ae]|таблиц\w*|جدول|جداول)(?![\w-])|テーブル|테이블|数据表|資料表",
    re.IGNORECASE,
)
_SQL_DELETE = Lazy(
    r"(?<![\w-])delete(?=[\s-]*(?:quer(?:y|ies)|statements?|requêtes?|consultas?|abfragen?|запрос|"
    r"쿼리|クエリ|查询|查詢|استعلام)|\s+(?:without|sans|ohne|senza|sin|без|بدون)\s+where\b)"
    # (ja zh ko, check-v-east) or the east's noun of a statement ("DELETE 語句", "DELETE文", "DELETE 문")
    r"|(?<![\w-])delete(?=\s*(?:语句|語句|文|문(?:은|을|이|도)?(?![가-힣])))"
    # or a noun after a Romance or German article ("Les DELETE sur la base", "Los DELETE contra la
    # base", "un DELETE sul database", "einen DELETE auf der Datenbank"): the statement
    r"|(?:"
    + "|".join(
        rf"(?<=(?<![\w-]){a}\s)"
        for a in ("les", "los", "un", "une", "uno", "el", "le", "il", "lo", "einen", "ein", "der")
    )
    + r")delete(?![\w-])"
)
# A DELETE whose WHERE is said missing before it ("where なしの delete", "不带 where 的 delete",
# "where 없는 delete"): a statement, in a rule about a database or not (the WHERE says SQL).
_SQL_DELETE_BARE = Lazy(
    r"where\s*(?:なし|無し|抜き)の|(?:不带|不帶|没有|沒有|没加|沒加)\s*where\s*(?:条件|條件)?\s*的|"
    r"where\s*(?:없는|없이)"
)
_DELETE_AFTER = Lazy(r"\s*(delete)(?![\w-])")
# (ja zh ko, check-v-east) not 删除表格, a spreadsheet's table, nor a form (表单) or an emoticon (表情)
_EAST_DROP_TABLE = Lazy(
    r"テーブル\s*を?\s*(?:消す|消さ|消し|削除|落と|ドロップ)"
    r"|(?:删|刪)(?:除|掉)?\s*(?:数据|數據|资料|資料)?表(?![格单單情])"
    r"|테이블\s*(?:을|를)?\s*(?:삭제|지우|지워|날리|날려|드롭)"
)


# A destructive SQL statement named bare ("DROP TABLE", "TRUNCATE", "DELETE FROM"): code, in a reply's
# SQL or in the statement a shell hands a database client (`psql -c '…'`).
_SQL_STATEMENT = Lazy(
    r"(?<![\w-])(?:drop\s+(?:table|database|schema|index)|truncate\s+table|delete\s+from|"
    r"alter\s+table"
    # (check-w-east) the statements that write to a replica (act_nouns), found in a client's quoted
    # argument as the destructive ones are
    r"|insert\s+into|update|create\s+table"
    r")(?![\w-])"
)
SQL_STATEMENT = _SQL_STATEMENT
DATABASE = _DATABASE  # (fix-zd-noticed) a database's word: no branch is deleted there
SQL_KEYWORD = _SQL_KEYWORD


def sql_terms(text: str) -> list[tuple[int, int, Term]]:
    """The SQL statements a rule's words (normalised) name, as (start, end, term), in the order
    named_terms.find_terms claims their spans."""
    out: list[tuple[int, int, Term]] = []
    for m in _SQL_STATEMENT.finditer(text):  # "DROP TABLE 같은 건 실행하지 마": a statement
        out.append((m.start(), m.end(), Term(" ".join(m.group().split()), CODE)))
    if _DATABASE.search(text):
        # a statement's keyword named bare in a rule about a database ("本番 DB に DROP や
        # TRUNCATE は流さないで", "프로덕션 DB에 DROP 쓰지 마세요"): the keyword, as code
        for m in _SQL_KEYWORD.finditer(text):
            out.append((m.start(), m.end(), Term(m.group().lower(), CODE)))
        # the statement said as its verb on tables ("drops tables", "truncating tables")
        for m in _SQL_VERB_TABLES.finditer(text):
            out.append((m.start(), m.end(), Term("drop table" if m.group(1) else "truncate", CODE)))
        # DELETE named as a statement: a word of query after it ("DELETE 쿼리", "DELETE-Abfragen")
        # or its WHERE said missing ("un DELETE senza WHERE"); bare, "delete" is the verb
        for m in _SQL_DELETE.finditer(text) if "delete" in text else ():
            if not _VERB_PLACE.search(text, 0, m.start()):  # "don't delete queries from the log"
                out.append((m.start(), m.end(), Term("delete", CODE)))
    out += _tables_by_their_verb(text)
    out += _delete_among_words(text)
    out += _east_store_statements(text)  # (ja zh ko, check-x-east)
    # (ja zh ko, check-v-east) a table's dropping said as the east's verb on it ("テーブルを消す",
    # "删表", "刪資料表", "테이블 삭제"): the table's noun is the database's word, the statement named
    for m in _EAST_DROP_TABLE.finditer(text):
        out.append((m.start(), m.end(), Term("drop table", CODE)))
    for m in _SQL_DELETE_BARE.finditer(text) if "where" in text else ():
        d = _DELETE_AFTER.match(text, m.end())
        if d:
            out.append((d.start(1), d.end(1), Term("delete", CODE)))
    for m in _DELETE_ROWS.finditer(text) if _TABLE.search(text) else ():
        # a table's rows deleted ("deleting rows from the orders table", "supprimer des lignes de
        # la table", "Удалять строки из таблицы", "Zeilen aus der Tabelle löschen"): a DELETE
        # statement (named at its verb, after the rows, so that "Zeilen nie … löschen" keeps its
        # negation before it); rows of a database named with no table are left unread, as the
        # seventeenth round's near miss has it ("Don't delete rows from the database by hand")
        out.append(
            (m.start("verb") if m.group("verb") else m.start(), m.end(), Term("delete", CODE))
        )
    return out


# A table's dropping or emptying said as a verb in fr, de, es, it, ru, ar (the twenty-second
# round's west; English's is _SQL_VERB_TABLES): "seul le DBA efface des tables", "Tabellen …
# löscht nur das DBA-Team", "las tablas solo las elimina el DBA", "svuotare le tabelle", "таблицы
# удаляет только DBA", "حذف الجداول" — the verb before the tables or after them in their clause —
# in a rule about a database (German's Tabellen are a reply's too: "Tabellen aus der Antwort
# löschen" is no statement).
_DROP_VERB = (
    r"(?:effac\w*|supprim\w*|lösch\w*|borr\w*|elimin\w*|cancell\w*|удаля\w*|удали\w*|حذف|يحذف|تحذف)"
)
_EMPTY_VERB = r"(?:vid(?:e|er|ent|é)|leer\w*|vaci\w*|svuot\w*|очища\w*|очисти\w*|تفريغ|يفرغ|تفرغ)"
_TABLES = r"(?:tables?|tabellen?|tablas?|tabelle|таблиц\w*|(?:ال)?جداول|(?:ال)?جدول)"
_TABLE_VERB = Lazy(
    rf"(?<![\w-])(?:(?P<drop>{_DROP_VERB})|(?P<empty>{_EMPTY_VERB}))\s+(?:[\w'-]+\s+){{0,2}}?{_TABLES}(?![\w-])"
    rf"|(?<![\w-]){_TABLES}(?:\s+[\w'-]+){{0,8}}?\s+(?:(?P<drop2>{_DROP_VERB})|(?P<empty2>{_EMPTY_VERB}))(?![\w-])",
    re.IGNORECASE,
)
_A_DATABASE = Lazy(r"(?<![\w-])(?:dba|бд|баз(?:а|е|ы|у|ой)|archivio|قاعدة)(?![\w-])")


def _tables_by_their_verb(text: str) -> list[tuple[int, int, Term]]:
    """DROP TABLE or TRUNCATE, named from the verb on (see _TABLE_VERB), so that a negation or
    a role's "only" before the verb is said of the statement."""
    if not (_DATABASE.search(text) or _A_DATABASE.search(text)):
        return []
    out = []
    for m in _TABLE_VERB.finditer(text):
        verb = next(g for g in ("drop", "empty", "drop2", "empty2") if m.group(g))
        term = Term("drop table" if verb.startswith("drop") else "truncate", CODE)
        out.append((m.start(verb), m.end(), term))
    return out


# DELETE named bare among the words of fr, de, es, it, ru, ar in a rule about a database (the
# twenty-second round's west: "no se lanzan DELETE", "DELETE не выполняются", "لا تُنفَّذ أوامر
# DELETE", "aucun DELETE n'est lancé", "niente DELETE"): an English word there is the statement,
# not a verb (English's own "delete" stays the verb: "don't delete the logs").
_DELETE_AMONG = Lazy(
    r"(?:(?<![\w-])(?:lanzan?|lanzar|ejecut\w*|niente|nessun\w*|aucun\w*|keine?\w*|ningún|"
    r"никаких|أوامر|استعلامات|عمليات)\s+(delete)(?![\w-])"
    r"|(?<![\w-])(delete)(?=\s+(?:не|nicht|no|non|n'|ne|est|sont|son|sono|werden|wird)(?![\w'])))",
    re.IGNORECASE,
)


def _delete_among_words(text: str) -> list[tuple[int, int, Term]]:
    """DELETE as a statement named among the west's words (see _DELETE_AMONG)."""
    if "delete" not in text.lower() or not (_DATABASE.search(text) or _A_DATABASE.search(text)):
        return []
    out = []
    for m in _DELETE_AMONG.finditer(text):
        g = 1 if m.group(1) else 2
        out.append((m.start(g), m.end(g), Term("delete", CODE)))
    return out


# (ja zh ko, check-x-east) A data store's destructive statement named bare in the east's words:
# DELETE, an English word among CJK, in a rule about a database ("請勿在正式資料庫執行 DELETE",
# "本番 DB で DELETE は控えて") is the statement, not a verb; Redis's FLUSHALL and FLUSHDB ("千万别敲
# FLUSHALL", "FLUSHDB 는 자제해 주세요") are a statement whatever the rule names beside them.
_EAST_SCRIPT = Lazy(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")
_EAST_DELETE = Lazy(r"(?<![\w-])delete(?![\w-])")
_STORE_WIPE = Lazy(r"(?<![\w-])(?:flushall|flushdb)(?![\w-])")


def _east_store_statements(text: str) -> list[tuple[int, int, Term]]:
    """DELETE, FLUSHALL and FLUSHDB named bare in a rule in the east's scripts (see above)."""
    if not _EAST_SCRIPT.search(text):
        return []
    out = [(m.start(), m.end(), Term(m.group(), CODE)) for m in _STORE_WIPE.finditer(text)]
    if "delete" in text and _DATABASE.search(text):
        out += [(m.start(), m.end(), Term("delete", CODE)) for m in _EAST_DELETE.finditer(text)]
    return out


# (English, check-w-en) The statements that write, as a rule of a place nothing may change names
# them (read_only_places): found whole in the statement a shell hands a database client, as
# SQL_STATEMENT is; an UPDATE by its SET, so that `apt-get update` is none.
WRITE_STATEMENTS = {
    "insert into": Lazy(r"(?<![\w$.-])insert\s+into(?![\w$])", re.IGNORECASE),
    "update … set": Lazy(r"(?<![\w$.-])update\s+[\w.\"`]+\s+set(?![\w$])", re.IGNORECASE),
    "create table": Lazy(r"(?<![\w$.-])create\s+table(?![\w$])", re.IGNORECASE),
}
# (English, check-ze-en) A statement that writes to one table named after it ("drop table members",
# "update payments"): the term of a table left alone (read_only_places.kept_table), found whole in
# the statement a shell hands a database client.
TABLE_STATEMENT = Lazy(
    r"(?:drop\s+table|truncate(?:\s+table)?|delete\s+from|alter\s+table|update|insert\s+into)\s+[a-z][\w.]*"
)
# (mend-ze-table) A table's statement counts only in SQL: the statement a database client is handed
# (`psql -c`, `mysql -e`, `sqlite3 app.db '…'`, a heredoc or a pipe into one, `docker exec db psql`),
# or a .sql file — never a commit message or a grep that names it ("update users page copy").
DB_CLIENTS = frozenset(
    ("psql", "pgcli", "mysql", "mariadb", "mycli", "sqlite3", "sqlite", "litecli", "duckdb",
     "sqlcmd", "usql", "clickhouse-client", "snowsql", "bq", "cockroach", "spark-sql", "beeline",
     "trino", "presto", "cqlsh", "mssql-cli")
)  # fmt: skip


def table_statement_pattern(text: str) -> re.Pattern[str]:
    """The pattern of a table's statement ("drop table users"): the verb, then IF [NOT] EXISTS or
    ONLY, then the table's name, quoted or not, schema-qualified or not ("DROP TABLE IF EXISTS
    users", 'DELETE FROM "users"', "delete from shop.orders")."""
    return _table_statement_pattern(text)


@lru_cache(maxsize=256)
def _table_statement_pattern(text: str) -> re.Pattern[str]:
    m = TABLE_STATEMENT.fullmatch(text)
    assert m is not None
    verb, table = text.rsplit(" ", 1)
    q = r"[`\"\[]?"
    qe = r"[`\"\]]?"
    verb_rx = r"\s+".join(map(re.escape, verb.split()))
    name = r"\.".join(q + re.escape(part) + qe for part in table.split("."))
    return re.compile(
        rf"(?<![\w$.-]){verb_rx}\s+(?:if\s+(?:not\s+)?exists\s+)?(?:only\s+)?"
        rf"(?:{q}\w+{qe}\.)?{name}(?![\w$.`\"\]])",
        re.IGNORECASE,
    )

"""A migration run on a database, refused by its noun or its verb with no command named (fr, de, es,
it, ru, ar; the twenty-third round's west): "aucune migration n'est jouée", "keine Migrationen",
"no lances migraciones", "nessuna migrazione", "никаких миграций", "لا تشغّل الترحيلات". The act
is the commands that migrate — Django's, Alembic's, Prisma's, Rails', Flyway's, Knex's, Sequelize's
— so the refusal names those (named_terms.find_terms asks). Only where a negation stands right
before: a migration named otherwise ("depuis la migration vers pnpm", "les fichiers de migration")
is no act refused, and one asked for is left to the words around it."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.terms import COMMAND, Term

# The commands that run migrations (not those that list or show them: `showmigrations`,
# `db:migrate:status`, `migrate status`, `alembic current`); act_nouns names the same for the
# east's noun (マイグレーション, 마이그레이션, 数据库迁移)
MIGRATE_COMMANDS = tuple(
    Term(t, COMMAND)
    for t in (
        "python manage.py migrate",
        "python3 manage.py migrate",
        "alembic upgrade",
        "alembic downgrade",
        "prisma migrate deploy",
        "prisma migrate dev",
        "npx prisma migrate deploy",
        "npx prisma migrate dev",
        "rails db:migrate",
        "bundle exec rails db:migrate",
        "flyway migrate",
        "knex migrate:latest",
        "npx knex migrate:latest",
        "npx sequelize db:migrate",
        "php artisan migrate",
    )
)
_NOUN = r"(?:migration(?:s|en)?|migraci[oó]n\w*|migrazion[ei]|миграци\w*|(?:ال)?ترحيل\w*)"
_NEGATION = (
    r"(?:aucune|pas\s+de|jamais\s+de|keine?\w*|ninguna|nada\s+de|niente|nessuna|никаких|никакие|لا)"
)
_VERB = (
    r"(?:lanc\w*|jou\w*|pass\w*|ausf[üu]hr\w*|start\w*|ejecut\w*|corr\w*|aplic\w*|esegu\w*|applic\w*|"
    r"запуска\w*|запусти\w*|выполня\w*|накатыва\w*|تشغ\S*|تنف\S*)"
)
# The noun right after the negation ("aucune migration", "keine Migrationen", "niente migrazioni"),
# or the negated verb of running before it ("no lances migraciones", "не запускай миграции") — not
# the files or the folder of migrations.
_REFUSED = Lazy(
    rf"(?<![\w-])(?:{_NEGATION}\s+(?P<a>{_NOUN})|(?:no|ne|non|nicht|не|لا)\s+{_VERB}\s+"
    rf"(?:(?:les|las|los|le|la|die|de|d'|le|i|gli|أي)\s*)?(?P<b>{_NOUN}))(?![\w/-])"
    r"(?!\s+(?:files?|fichiers?|dateien|archivos|file|файл\w*|ملفات)(?!\w))"
)

# None there, told ("Нет никаких миграций в этом релизе", "il n'y a pas de migration", "es gibt
# keine Migrationen"): a fact of a release, no act refused.
_THERE_IS = Lazy(r"(?:нет|n'y\s+a|gibt\s+es|es\s+gibt)\s+$")


def migrations_run(text: str) -> list[tuple[int, int, list[Term]]]:
    """(start, end, the commands) for each migration the rule's words (normalised) refuse: the span
    is the noun's, its negation before it."""
    if "migra" not in text and "миграц" not in text and "ترحيل" not in text:
        return []
    out = []
    for m in _REFUSED.finditer(text):
        if _THERE_IS.search(text, max(0, m.start() - 12), m.start()):
            continue
        at = "a" if m.group("a") else "b"
        out.append((m.start(at), m.end(at), list(MIGRATE_COMMANDS)))
    return out

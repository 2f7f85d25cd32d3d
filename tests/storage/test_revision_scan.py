"""Opening a database reads the migration graph without Alembic; it must agree with Alembic."""

from alembic.script import ScriptDirectory

from app.storage.engine.migrate import alembic_config
from app.storage.engine.revisions import head_revision, known_revisions


def test_scanned_head_and_revisions_match_alembic():
    """The head and the set of revisions read from the migration files are Alembic's own."""
    scripts = ScriptDirectory.from_config(alembic_config())
    assert head_revision() == scripts.get_current_head()
    assert known_revisions() == {s.revision for s in scripts.walk_revisions()}

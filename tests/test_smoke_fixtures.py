"""The shared fixtures give a real migrated database."""


def test_core_fixture_has_a_real_sqlite_file(core, session, db_url):
    """The core fixture writes to the SQLite file named by db_url."""
    from pathlib import Path

    assert Path(db_url.removeprefix("sqlite:///")).exists()
    assert core.chat.get_session(session.id).title == "Sprint"

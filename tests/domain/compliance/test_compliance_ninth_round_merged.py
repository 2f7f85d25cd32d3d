"""Where the ninth round's two compliance branches (check-i, check-ko4) built the same thing, the
merge keeps one design: files never to commit are `PathRule.commits` (with `exempt`), read by one
reader whatever the language; a reading stored by check-ko4 under its name "committed" still
loads. Sentences written for these tests, none from a data set."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from app.domain.compliance.reading import Reading, reading_of


def bash(command: str):
    return ("Bash", {"command": command})


def add(*files: str):
    return ("git__git_add", {"repo_path": "/srv/app", "files": list(files)})


def test_a_reading_stored_as_committed_loads_as_commits():
    stored = {
        "by": "checker",
        "checks": [
            {"check": "path", "folder": ".env", "subject": "file", "forbidden": True,
             "edits": False, "committed": True}
        ],
    }  # fmt: skip
    reading = Reading.from_json(stored)
    assert reading.checks[0].commits
    assert reading.to_json()["checks"][0]["commits"] is True
    assert "committed" not in reading.to_json()["checks"][0]
    assert reading == reading_of(".env 파일은 절대 커밋하지 마세요")


@pytest.mark.parametrize(
    "words", [".env 파일은 절대 커밋하지 마세요", "Never commit .env", ".envはコミットしないで"]
)
def test_korean_and_other_languages_read_one_design(words):
    (check,) = reading_of(words).checks
    assert check.commits and check.forbidden and check.folder == ".env"
    assert reading_of(words).to_json()["checks"][0]["commits"] is True


@pytest.mark.parametrize(
    ("words", "output", "outcome"),
    [
        # a folder staged may hold the file a rule names … (but a subfolder holds no root dotfile
        # since the twenty-third round, as the later sets label it: check-w-east)
        (".env 파일은 절대 커밋하지 마세요", bash("git add src/ && git commit -m x"), Outcome.FOLLOWED),
        ("Never commit *.pem files", add("certs/"), Outcome.UNKNOWN),
        # … not the folder a rule names elsewhere
        ("Non committare mai la cartella dist/.", bash("git add src/ && git commit -m b"),
         Outcome.FOLLOWED),
        ("dist/ 커밋 금지", add("src/"), Outcome.FOLLOWED),
        # a file named as the exception is kept (check-i's exempt), a dry run stages nothing
        ("Never commit .env files, except .env.example", add(".env.example"), Outcome.FOLLOWED),
        (".env 커밋 금지", bash("git add -n .env"), Outcome.NOT_APPLICABLE),
    ],
)  # fmt: skip
def test_what_a_staging_commits(verdict, words, output, outcome):
    assert verdict(words, output).verdict is outcome

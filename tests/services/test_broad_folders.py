"""Issue 30 (SPEC §9): the root of the file system, the home folder (or a folder holding it) is
never bound or named a Space, and a folder holding bound folders is not bound over them: the
outside agent is asked for `--space`, and nothing is written."""

from __future__ import annotations

import sqlite3

import pytest

from app.domain.errors import AppError, Code


@pytest.fixture
def home(tmp_path, monkeypatch):
    """This test's home folder (Path.home() reads HOME)."""
    folder = tmp_path / "home" / "ann"
    folder.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(folder))
    return folder


def _stored(core) -> tuple[int, int]:
    path = core.db.url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as conn:
        return (
            conn.execute("SELECT count(*) FROM spaces").fetchone()[0],
            conn.execute("SELECT count(*) FROM space_folders").fetchone()[0],
        )


@pytest.mark.parametrize("which", ["root", "home", "above home"])
def test_a_broad_folder_is_never_bound(core, home, which):
    """`space bind` of /, the home folder or /home-like parents is refused on the folder field."""
    folder = {"root": "/", "home": str(home), "above home": str(home.parent)}[which]
    space = core.chat.create_space("Shop").value
    with pytest.raises(AppError) as err:
        core.external.bind(space.id, folder)
    assert (err.value.code, err.value.field) == (Code.INVALID_INPUT, "folder")
    assert _stored(core) == (1, 0)


@pytest.mark.parametrize("which", ["root", "home"])
def test_an_outside_agent_in_a_broad_folder_is_asked_for_space(core, home, which):
    """A client whose only folder is / or the home folder gets no Space made or bound: the
    refusal names --space."""
    folder = "/" if which == "root" else str(home)
    with pytest.raises(AppError) as err:
        core.external.space_for([folder])
    assert (err.value.code, err.value.field) == (Code.INVALID_INPUT, "space")
    assert "--space" in err.value.message
    assert _stored(core) == (0, 0)


def test_a_root_above_a_bound_folder_does_not_capture_it(core, home):
    """A client's root that holds a bound project is neither bound nor made a Space; its
    working folder inside the project finds the project's Space."""
    project = home / "src" / "shop"
    (project / "lib").mkdir(parents=True)
    shop = core.chat.create_space("Shop").value
    core.external.bind(shop.id, project)
    with pytest.raises(AppError) as err:
        core.external.space_for([str(home / "src")])
    assert err.value.field == "space" and str(project) in err.value.message
    assert _stored(core) == (1, 1)
    space, made = core.external.space_for([str(home / "src"), str(project / "lib")]).value
    assert (space.id, made) == (shop.id, False)
    assert _stored(core) == (1, 1)


def test_a_binding_of_a_broad_folder_made_before_is_not_followed(core, home):
    """A row binding the home folder (written before this was refused, or by another program)
    does not take in every project below it."""
    old = core.chat.create_space("Everything").value
    path = core.db.url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO space_folders (space_id, path, created_at) VALUES (?, ?, ?)",
            (old.id, str(home), "2026-01-01 00:00:00"),
        )
    project = home / "webshop"
    project.mkdir()
    space, made = core.external.space_for([str(project)]).value
    assert made and space.id != old.id and space.name == "webshop"


def test_an_ordinary_project_folder_is_still_bound_and_named(core, home):
    """A project folder inside the home folder gets its own Space, as before."""
    project = home / "webshop"
    project.mkdir()
    space, made = core.external.space_for([str(project)]).value
    assert made and space.name == "webshop"
    assert [f.path for f in core.external.folders()] == [str(project)]
